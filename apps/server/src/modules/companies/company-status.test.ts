import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs, mailsTo, outcome } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { renderMail } from '../mail/templates/render.ts';
import { updateCompany } from './console-companies.service.ts';

/**
 * A status change is an update (an incubator may not change an alumni's, SPEC §5),
 * and activating a company mails its people what to do next, with the change.
 */
let t: TestApp;
const root = adminOf('ADMIN');
const sting = adminOf('INCUBATOR', { incubator: 'STING' });
const ids: Record<string, string> = {};

const SET = `mutation ($id: ID!, $status: ActivityStatus!) {
  setCompanyActivityStatus(companyId: $id, status: $status) { id activityStatus } }`;
const set = (actor: Actor, id: string, status: string) =>
  gqlAs(t.app, 'admin', actor, SET, { id, status });

async function startup(name: string, incubatorStatus: string, people: string[]) {
  const db = t.database.db;
  const { id } = await createCompany(db, {
    type: 'startup',
    name,
    country: 'SE',
    activityStatus: 'PENDING',
    incubator: 'STING',
  });
  for (const [i, email] of people.entries()) {
    await createUser(db, {
      companyId: id,
      type: 'startup',
      email,
      name: `Person ${i + 1}`,
      // The second person was invited and has not set a password: not mailed.
      passwordHash: i === 0 ? 'argon2-hash-placeholder' : null,
    });
  }
  await updateCompany(db, root, id, { incubatorStatus });
  return id;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  ids.alumni = await startup('Birch Alumni AB', 'Alumni from an incubator', ['bo@birch.test']);
  ids.current = await startup('Aurora Current AB', 'In an incubator', [
    'alva@aurora.test',
    'invited@aurora.test',
  ]);
});
afterAll(() => t.close());

describe('company status', () => {
  it('an incubator may not change the status of its alumni; a programme admin may', async () => {
    const refused = await set(sting, ids.alumni!, 'INACTIVE');
    expect(outcome(refused.body)).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toMatch(/Alumni accounts are read-only/);
    const other = adminOf('INCUBATOR', { incubator: 'UPPSALAINNOVATIONCENTRE' });
    expect(outcome((await set(other, ids.alumni!, 'INACTIVE')).body)).toBe('NOT_FOUND');
    expect(outcome((await set(root, ids.alumni!, 'INACTIVE')).body)).toBe('OK');
  });

  it('an incubator changes the status of its current startups', async () => {
    const res = await set(sting, ids.current!, 'INACTIVE');
    expect(res.body.data?.setCompanyActivityStatus).toEqual({
      id: ids.current,
      activityStatus: 'INACTIVE',
    });
  });

  it('activating mails each member who can sign in, once per activation', async () => {
    expect(await mailsTo(t.database.db, 'alva@aurora.test')).toEqual([]);
    expect(outcome((await set(sting, ids.current!, 'ACTIVE')).body)).toBe('OK');
    const [mail, ...more] = await mailsTo(t.database.db, 'alva@aurora.test');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: 'account-active',
      data: {
        name: 'Person 1',
        companyName: 'Aurora Current AB',
        type: 'startup',
        link: 'http://matchday.test/startup',
      },
    });
    // The invited person gets their invitation instead.
    expect(await mailsTo(t.database.db, 'invited@aurora.test')).toEqual([]);
    const rendered = await renderMail('account-active', mail!.data);
    expect(rendered.subject).toBe('Your Matchday account is active');
    expect(rendered.text).toContain('What to do next');
    expect(rendered.text).toContain('Register for an event');

    // Already active: nothing new. Deactivated and activated again: a new mail.
    await set(root, ids.current!, 'ACTIVE');
    expect(await mailsTo(t.database.db, 'alva@aurora.test')).toHaveLength(1);
    await set(root, ids.current!, 'INACTIVE');
    await set(root, ids.current!, 'ACTIVE');
    expect(await mailsTo(t.database.db, 'alva@aurora.test')).toHaveLength(2);
  });

  it('a refused change queues no mail', async () => {
    await set(root, ids.alumni!, 'PENDING');
    expect(outcome((await set(sting, ids.alumni!, 'ACTIVE')).body)).toBe('FORBIDDEN');
    expect(await mailsTo(t.database.db, 'bo@birch.test')).toEqual([]);
  });
});
