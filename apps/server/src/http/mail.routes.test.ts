import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActor, as, headerActor, userActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { createCompany, createUser } from '../modules/accounts/accounts.service.ts';
import { mailMessages } from '../modules/mail/mail.tables.ts';
import { mailTriggerNames, registerMailTrigger } from '../modules/mail/mail.trigger.ts';
import type { Actor } from '../platform/actor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
});
afterAll(() => t.close());

const fire = (url: string, actor: Actor, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: as(actor), payload });

// A feature registers its trigger with one call; here a corp-only usermail trigger.
registerMailTrigger({
  route: 'usermail',
  name: 'test-corp-only',
  allow: (actor) => actor.type === 'corp',
  body: z.object({ to: z.email() }),
  mails: async (ctx, body) => [
    {
      template: 'invitation',
      to: body.to,
      data: { link: `${ctx.publicUrl}/token/invite/x` },
      idempotencyKey: 'test-corp-only',
    },
  ],
});

describe('POST /api/mail/{trigger} and /api/usermail/{trigger}', () => {
  it('registers the account triggers, joinevent and the on-demand participant mails', () => {
    const participantMails = [
      'confirmedschedule',
      'match',
      'nomatches',
      'pairing-request',
      'pairing-request-update',
      'suggested',
    ];
    expect(mailTriggerNames('mail')).toEqual(
      [
        'feedbacktrigger',
        'invitation',
        'password-reset',
        'verify-admin',
        'verify-contact-admin',
        ...participantMails,
      ].sort(),
    );
    expect(mailTriggerNames('usermail')).toEqual(
      [
        'grant-form',
        'joinevent',
        'test-corp-only',
        'verify-contact-admin',
        ...participantMails,
      ].sort(),
    );
  });

  // A caller the route admits (decision 071: the route's guard comes before the trigger lookup).
  it('answers an unknown trigger with 404', async () => {
    const callers = [
      ['/api/mail/no-such-trigger', adminActor()],
      ['/api/usermail/no-such-trigger', userActor('corp')],
    ] as const;
    for (const [url, actor] of callers) {
      const res = await fire(url, actor);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers an anonymous caller with 401', async () => {
    const res = await fire('/api/mail/password-reset', null, { to: 'a@example.test' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers a caller without the right with 403', async () => {
    const cases: [string, Actor][] = [
      ['/api/mail/password-reset', userActor('corp')],
      ['/api/mail/password-reset', adminActor('EVENT_HOST')],
      ['/api/usermail/verify-contact-admin', adminActor('ADMIN')],
      ['/api/usermail/test-corp-only', userActor('startup')],
    ];
    for (const [url, actor] of cases) {
      const res = await fire(url, actor, { to: 'a@example.test', path: '/reset/abc' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('answers a body that does not fit with 400 listing the fields', async () => {
    const res = await fire('/api/mail/password-reset', adminActor(), {
      to: 'not-an-address',
      path: 'https://evil.example/reset/abc',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
    expect(fields.sort()).toEqual(['path', 'to']);
  });

  it('queues an account mail for a full ADMIN, with a link into this platform, once', async () => {
    const body = { to: 'Reset@Example.test', name: 'Rosa', path: '/reset/tok-123' };
    const first = await fire('/api/mail/password-reset', adminActor(), body);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ queued: 1, duplicates: 0 });
    const again = await fire('/api/mail/password-reset', adminActor(), body);
    expect(again.json()).toMatchObject({ queued: 0, duplicates: 1, ids: first.json().ids });
    const [row] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, first.json().ids[0]));
    expect(row).toMatchObject({
      template: 'password-reset',
      recipient: 'reset@example.test',
      subject: 'Reset your Matchday password',
      data: { link: 'http://matchday.test/reset/tok-123', name: 'Rosa' },
    });
  });

  it('mails every admin named by verify-contact-admin', async () => {
    const res = await fire('/api/mail/verify-contact-admin', adminActor(), {
      to: ['one@matchday.test', 'two@matchday.test'],
      contactName: 'Cleo Contact',
      contactEmail: 'cleo@corp.test',
      companyName: 'Corp AB',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ queued: 2 });
  });

  it('lets a signed-in user ask the admins to verify them, once', async () => {
    const company = await createCompany(t.database.db, {
      type: 'startup',
      name: 'Tiny AB',
      country: 'SE',
      activityStatus: 'ACTIVE',
    });
    const user = await createUser(t.database.db, {
      companyId: company.id,
      type: 'startup',
      email: 'tina@tiny.test',
      name: 'Tina',
    });
    const actor = userActor('startup', user.id);
    const res = await fire('/api/usermail/verify-contact-admin', actor);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ queued: 1 });
    expect((await fire('/api/usermail/verify-contact-admin', actor)).json()).toMatchObject({
      queued: 0,
      duplicates: 1,
    });
    const [row] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, res.json().ids[0]));
    expect(row).toMatchObject({
      recipient: 'support@matchday.test',
      subject: 'New contact to verify for Tiny AB',
      data: { contactEmail: 'tina@tiny.test', contactName: 'Tina' },
    });
  });
});
