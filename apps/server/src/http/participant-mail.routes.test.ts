import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, as, headerActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { meetingsFixture, type MeetingsFixture } from '../../test/meetings-fixture.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { mailMessages } from '../modules/mail/mail.tables.ts';
import { mailTriggerNames } from '../modules/mail/mail.trigger.ts';
import {
  matches,
  pairingRequests,
  selectionClosings,
} from '../modules/matchmaking/matchmaking.tables.ts';
import { publishSchedule } from '../modules/meetings/publish.service.ts';
import { generateSchedule } from '../modules/meetings/schedule.service.ts';
import type { Actor } from '../platform/actor.ts';

/**
 * The on-demand routes of the mails services send by themselves (SPEC §7): an organiser sends
 * one to one participant (/api/mail/…, `userId`), a participant to themself (/api/usermail/…).
 */
let t: TestApp;
let f: MeetingsFixture;
const ids: Record<string, string> = {};

const fire = (url: string, actor: Actor, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: as(actor), payload });

/** The people of a company, first the fixture's own actor. */
async function people(companyId: string) {
  return t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(users.email);
}

async function mail(id: string) {
  const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row!;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  // Startup 0 meets corporate 0 (confirmed); corporate 0 chose startup 1; startup 2 is alone.
  f = await meetingsFixture(t.database.db, {
    startups: 3,
    corporates: 1,
    pairs: [[0, 0]],
    people: 2,
    tag: 'ondemand',
  });
  const [selected] = await t.database.db
    .insert(matches)
    .values({
      eventId: f.eventId,
      startupId: f.startups[1]!.id,
      corporateId: f.corporates[0]!.id,
      source: 'ENGINE',
      state: 'SELECTED',
      choice: 'MUST_MEET',
    })
    .returning();
  ids.selected = selected!.id;
  const [request] = await t.database.db
    .insert(pairingRequests)
    .values({
      eventId: f.eventId,
      startupId: f.startups[2]!.id,
      corporateId: f.corporates[0]!.id,
      message: 'We cut heat losses by a third',
      requestedBy: f.startups[2]!.user.id,
    })
    .returning();
  ids.request = request!.id;
});
afterAll(() => t.close());

describe('the SPEC §7 mail triggers services also send', () => {
  it('are all registered on both routes', () => {
    const names = ['confirmedschedule', 'match', 'nomatches', 'pairing-request'];
    for (const route of ['mail', 'usermail'] as const) {
      expect(mailTriggerNames(route)).toEqual(
        expect.arrayContaining([...names, 'pairing-request-update', 'suggested']),
      );
    }
  });

  it('match: the chosen startup’s person gets it once; an organiser sends it to a colleague', async () => {
    const [me, colleague] = await people(f.startups[1]!.id);
    const body = { matchId: ids.selected };
    const first = await fire('/api/usermail/match', f.startups[1]!.user, body);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ queued: 1, duplicates: 0 });
    expect(await mail(first.json().ids[0])).toMatchObject({
      template: 'match',
      recipient: me!.email,
      subject: `Corp ondemand 0 wants to meet you at Meetings ondemand`,
      data: {
        priority: 'MUST_MEET',
        link: `http://matchday.test/startup/events/${f.eventId}/selections`,
      },
    });
    const again = await fire('/api/usermail/match', f.startups[1]!.user, body);
    expect(again.json()).toMatchObject({ queued: 0, duplicates: 1 });

    const sent = await fire('/api/mail/match', f.root, { ...body, userId: colleague!.id });
    expect(sent.statusCode).toBe(202);
    expect((await mail(sent.json().ids[0])).recipient).toBe(colleague!.email);

    // Not theirs, not their role, not their event, not a person of the company mailed.
    const refusals: [string, Actor, object, number][] = [
      ['/api/usermail/match', f.startups[0]!.user, body, 404],
      ['/api/usermail/match', f.corporates[0]!.user, body, 403],
      ['/api/mail/match', adminOf('EVENT_HOST', { hosting: [] }), { ...body, userId: me!.id }, 404],
      ['/api/mail/match', adminOf('INCUBATOR'), { ...body, userId: me!.id }, 403],
      ['/api/mail/match', f.root, { ...body, userId: f.startups[0]!.user.id }, 404],
      ['/api/mail/match', f.root, body, 400],
    ];
    for (const [url, actor, payload, status] of refusals) {
      const res = await fire(url, actor, payload);
      expect({ url, status: res.statusCode }).toEqual({ url, status });
    }
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    const hosted = await fire('/api/mail/match', host, { ...body, userId: me!.id });
    expect(hosted.json()).toMatchObject({ queued: 0, duplicates: 1 });
  });

  it('suggested: a corporate’s person gets its published suggestions as they stand', async () => {
    const res = await fire('/api/usermail/suggested', f.corporates[0]!.user, {
      eventId: f.eventId,
    });
    expect(res.statusCode).toBe(202);
    expect(await mail(res.json().ids[0])).toMatchObject({
      template: 'suggested',
      subject: '2 startups suggested for your need at Meetings ondemand',
      data: { link: `http://matchday.test/corporate/events/${f.eventId}/suggestions` },
    });
    const none = await fire('/api/mail/suggested', f.root, {
      eventId: f.eventId,
      userId: f.startups[2]!.user.id,
    });
    expect(none.statusCode).toBe(404);
  });

  it('nomatches: only after the selection closed, only to a startup nobody chose', async () => {
    const body = { eventId: f.eventId };
    const early = await fire('/api/usermail/nomatches', f.startups[2]!.user, body);
    expect(early.statusCode).toBe(409);
    await t.database.db.insert(selectionClosings).values({ eventId: f.eventId });
    const chosen = await fire('/api/usermail/nomatches', f.startups[1]!.user, body);
    expect(chosen.statusCode).toBe(409);
    const res = await fire('/api/usermail/nomatches', f.startups[2]!.user, body);
    expect(res.statusCode).toBe(202);
    expect(await mail(res.json().ids[0])).toMatchObject({
      template: 'nomatches',
      subject: 'No meetings yet at Meetings ondemand',
    });
  });

  it('pairing-request while pending (to the corporate), pairing-request-update once answered', async () => {
    const body = { requestId: ids.request };
    const [corpPerson] = await people(f.corporates[0]!.id);
    const asked = await fire('/api/mail/pairing-request', f.root, {
      ...body,
      userId: corpPerson!.id,
    });
    expect(asked.statusCode).toBe(202);
    expect(await mail(asked.json().ids[0])).toMatchObject({
      template: 'pairing-request',
      recipient: corpPerson!.email,
      subject: 'Startup ondemand 2 asks to meet you at Meetings ondemand',
    });
    expect(
      (await fire('/api/usermail/pairing-request', f.startups[2]!.user, body)).statusCode,
    ).toBe(403);
    const early = await fire('/api/usermail/pairing-request-update', f.startups[2]!.user, body);
    expect(early.statusCode).toBe(409);

    await t.database.db
      .update(pairingRequests)
      .set({ state: 'DECLINED' })
      .where(eq(pairingRequests.id, ids.request!));
    const answered = await fire('/api/usermail/pairing-request-update', f.startups[2]!.user, body);
    expect(answered.statusCode).toBe(202);
    expect(await mail(answered.json().ids[0])).toMatchObject({
      template: 'pairing-request-update',
      subject: 'Corp ondemand 0 declined your meeting request',
    });
    const late = await fire('/api/usermail/pairing-request', f.corporates[0]!.user, body);
    expect(late.statusCode).toBe(409);
  });

  it('confirmedschedule: the person’s agenda once the schedule was sent, as it stands', async () => {
    const body = { eventId: f.eventId };
    const early = await fire('/api/usermail/confirmedschedule', f.startups[0]!.user, body);
    expect(early.statusCode).toBe(409);
    await generateSchedule(t.database.db, f.root, f.eventId);
    const ctx = { db: t.database.db, actor: f.root, publicUrl: 'http://matchday.test' };
    await publishSchedule(ctx, f.eventId);
    const [, colleague] = await people(f.corporates[0]!.id);
    const res = await fire('/api/mail/confirmedschedule', f.root, {
      ...body,
      userId: colleague!.id,
    });
    expect(res.statusCode).toBe(202);
    // The publishing mailed everyone this agenda already: the trigger's is the same mail.
    expect(res.json()).toMatchObject({ queued: 0, duplicates: 1 });
    const rows = await t.database.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.template, 'confirmedschedule'),
          inArray(mailMessages.id, res.json().ids),
        ),
      );
    expect(rows.map((r) => r.recipient)).toEqual([colleague!.email]);
    const lonely = await fire('/api/usermail/confirmedschedule', f.startups[2]!.user, body);
    expect(lonely.statusCode).toBe(409);
  });
});
