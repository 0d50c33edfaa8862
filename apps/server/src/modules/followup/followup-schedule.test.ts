import { SECOND_STAGE_DAYS_RANGE } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs, mailsTo } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { AppError } from '../../platform/errors.ts';
import { events } from '../events/events.tables.ts';
import { renderMail } from '../mail/templates/render.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { setMeetingStatus } from '../meetings/status.service.ts';
import { secondStagePreview } from './mails-now.service.ts';
import { setFollowUpSettings, secondStageDays } from './reports.service.ts';
import { followUpSchedule } from './schedule.service.ts';
import { sendFollowUpMails } from './sweep.service.ts';

/**
 * The follow-up mails organisers can see coming (docs/decisions/085), on the real database: the
 * schedule's due times are the ones the sweep sends at, the sides never asked say why, a new
 * second-stage delay tells first how many mails it sends, bad delays are refused in words, the
 * second stage is one digest per person, and a past event's rating mails go by hand, once.
 */
let t: TestApp;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
const URL_BASE = 'http://matchday.test';
const DAY = 86_400_000;
const db = () => t.database.db;
/** Startup 0 met corporates 0 and 1, startup 1 met corporate 0 (long ago); startup 1 × corporate 1 was not held. */
let m00: string, m01: string, m10: string, m11: string;

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await meetingsFixture(db(), {
    startups: 2,
    corporates: 2,
    slots: 3,
    tables: 2,
    startInMinutes: -180,
    people: 2,
    pairs: [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ],
    tag: 'sched',
  });
  const ctx = { db: db(), actor: root, publicUrl: URL_BASE };
  await generateSchedule(db(), root, f.eventId);
  await publishSchedule(ctx, f.eventId);
  const list = await meetingsOfEvent(db(), root, f.eventId);
  const find = (s: number, c: number) =>
    list.find((m) => m.startupId === f.startups[s]!.id && m.corporateId === f.corporates[c]!.id)!
      .id;
  [m00, m01, m10, m11] = [find(0, 0), find(0, 1), find(1, 0), find(1, 1)];
  for (const id of [m00, m01, m10]) await setMeetingStatus(ctx, id, { status: 'HELD' });
  // Startup 1 × corporate 0 ended 40 days ago: past the sweep's 30 days.
  const long = new Date(Date.now() - 40 * DAY);
  await db().update(meetings).set({ endsAt: long, shownEndsAt: long }).where(eq(meetings.id, m10));
}, 60_000);
afterAll(() => t.close());

const rowOf = (s: Awaited<ReturnType<typeof followUpSchedule>>, id: string, side: string) =>
  s.rows.find((r) => r.meetingId === id && r.side === side)!;

describe('the schedule of follow-up mails', () => {
  it('gives the due times the sweep sends at, then the times sent', async () => {
    const before = await followUpSchedule(db(), root, f.eventId);
    const [meeting] = await db().select().from(meetings).where(eq(meetings.id, m00));
    const [event] = await db().select().from(events).where(eq(events.id, f.eventId));
    const row = rowOf(before, m00, 'STARTUP');
    expect(row.rating).toMatchObject({ sentAt: null, dueAt: meeting!.shownEndsAt });
    expect(row.reminder.dueAt!.getTime()).toBe(meeting!.shownEndsAt!.getTime() + 3 * DAY);
    expect(row.secondStage.dueAt!.getTime()).toBe(event!.endDate.getTime() + 180 * DAY);
    expect(before.timezone).toBe(event!.timezone);
    // A minute before the first due time the sweep sends nothing; at it, the due sides.
    const first = Math.min(...before.rows.map((r) => r.rating.dueAt?.getTime() ?? Infinity));
    expect(await sendFollowUpMails(db(), URL_BASE, new Date(first - 60_000))).toBe(0);
    expect(await sendFollowUpMails(db(), URL_BASE)).toBe(8);
    const after = await followUpSchedule(db(), root, f.eventId);
    const sent = rowOf(after, m00, 'STARTUP');
    expect(sent.rating.sentAt).toBeInstanceOf(Date);
    const remindAt = sent.reminder.dueAt!.getTime();
    expect(remindAt).toBe(sent.rating.sentAt!.getTime() + 3 * DAY);
    expect(await sendFollowUpMails(db(), URL_BASE, new Date(remindAt - 60_000))).toBe(0);
    expect(await sendFollowUpMails(db(), URL_BASE, new Date(remindAt + 60_000))).toBe(8);
    const reminded = rowOf(await followUpSchedule(db(), root, f.eventId), m00, 'STARTUP');
    expect(reminded.reminder.sentAt).toBeInstanceOf(Date);
  });

  it('lists who will not be asked, and why, in words', async () => {
    const s = await followUpSchedule(db(), root, f.eventId);
    expect(s.notAsked.map((n) => [n.meetingId, n.side, n.reason])).toEqual(
      expect.arrayContaining([
        [m11, null, 'Not marked as held (still confirmed)'],
        [m10, 'STARTUP', 'Ended more than 30 days ago'],
        [m10, 'CORPORATE', 'Ended more than 30 days ago'],
      ]),
    );
    expect(s.notAsked).toHaveLength(3);
    // Two sides of two people each can still be sent by hand.
    expect(s.ratingMailsToSend).toBe(4);
    const stranger = adminOf('EVENT_HOST', { hosting: [crypto.randomUUID()] });
    expect((await refusal(followUpSchedule(db(), stranger, f.eventId))).code).toBe('NOT_FOUND');
  });
});

describe('sending a past event’s rating mails by hand', () => {
  const SEND = `mutation($id: ID!) { sendRatingMails(eventId: $id) }`;
  it('waits for the event to end, then sends the missing ones once', async () => {
    const [event] = await db().select().from(events).where(eq(events.id, f.eventId));
    await db()
      .update(events)
      .set({ endDate: new Date(Date.now() + DAY) })
      .where(eq(events.id, f.eventId));
    const early = await gqlAs(t.app, 'admin', root, SEND, { id: f.eventId });
    expect(early.body.errors?.[0]?.message).toBe(
      'Rating mails are sent by hand once the event is over',
    );
    await db().update(events).set({ endDate: event!.endDate }).where(eq(events.id, f.eventId));
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    const sent = await gqlAs(t.app, 'admin', host, SEND, { id: f.eventId });
    expect(sent.body.data).toEqual({ sendRatingMails: 4 });
    expect((await gqlAs(t.app, 'admin', host, SEND, { id: f.eventId })).body.data).toEqual({
      sendRatingMails: 0,
    });
    expect(await sendFollowUpMails(db(), URL_BASE)).toBe(0);
    const mails = (await mailsTo(db(), 'startup1.0.sched@meetings.test')).filter(
      (m) => m.template === 'feedbacktrigger',
    );
    expect(mails).toHaveLength(1);
    const s = await followUpSchedule(db(), root, f.eventId);
    expect(s.notAsked.map((n) => n.meetingId)).toEqual([m11]);
    expect(s.ratingMailsToSend).toBe(0);
  });
});

describe('the second-stage delay', () => {
  const PREVIEW = `query($id: ID!, $days: Float!) { secondStagePreview(eventId: $id, days: $days) { mails meetings } }`;
  const SET = `mutation($id: ID!, $days: Float!) { setSecondStageDays(eventId: $id, days: $days) }`;

  it('refuses 0, −5, 1000 and 30.5 naming the range, through the graph too', async () => {
    for (const days of [0, -5, 1000, 30.5]) {
      const e = await refusal(
        setFollowUpSettings(db(), root, f.eventId, { secondStageDays: days }),
      );
      expect(e.message, String(days)).toContain(SECOND_STAGE_DAYS_RANGE);
      for (const query of [PREVIEW, SET]) {
        const res = await gqlAs(t.app, 'admin', root, query, { id: f.eventId, days });
        expect(res.status, String(days)).toBe(200);
        expect(res.body.errors?.[0]?.extensions?.fields?.[0]?.message).toBe(
          SECOND_STAGE_DAYS_RANGE,
        );
      }
    }
    expect(await secondStageDays(db(), f.eventId)).toBe(180);
  });

  it('tells how many mails a change sends now: one digest per person', async () => {
    const later = new Date(Date.now() + 45 * DAY);
    const preview = (days: number) =>
      secondStagePreview(db(), root, f.eventId, { secondStageDays: days }, later);
    // 45 days on, 180 sends nothing; 40 asks every side of the three held meetings: 8 people.
    expect(await preview(180)).toMatchObject({ mails: 0, meetings: 0 });
    expect(await preview(40)).toMatchObject({ mails: 8, meetings: 3 });
    const res = await gqlAs(t.app, 'admin', root, PREVIEW, { id: f.eventId, days: 40 });
    expect(res.body.data).toEqual({ secondStagePreview: { mails: 0, meetings: 0 } });
  });

  it('sends the second stage as one digest per person, once, across sweeps', async () => {
    await setFollowUpSettings(db(), root, f.eventId, { secondStageDays: 40 });
    const later = new Date(Date.now() + 45 * DAY);
    const s = await followUpSchedule(db(), root, f.eventId, later);
    const [event] = await db().select().from(events).where(eq(events.id, f.eventId));
    expect(rowOf(s, m00, 'CORPORATE').secondStage.dueAt!.getTime()).toBe(
      event!.endDate.getTime() + 40 * DAY,
    );
    expect(await sendFollowUpMails(db(), URL_BASE, later)).toBe(8);
    expect(await sendFollowUpMails(db(), URL_BASE, later)).toBe(0);
    expect(await secondStagePreview(db(), root, f.eventId, { secondStageDays: 40 }, later)).toEqual(
      { days: 40, mails: 0, meetings: 0 },
    );
    const asked = (to: string) =>
      mailsTo(db(), to).then((all) => all.filter((m) => m.template === 'followuprequest'));
    const [digest, ...more] = await asked('startup0.1.sched@meetings.test');
    expect(more).toHaveLength(0);
    const data = digest!.data as unknown as {
      meetings: { counterpartName: string }[];
      links: string[];
    };
    expect(data.meetings.map((m) => m.counterpartName).sort()).toEqual([
      'Corp sched 0',
      'Corp sched 1',
    ]);
    expect(new Set(data.links).size).toBe(2);
    const mail = await renderMail('followuprequest', data);
    expect(mail.subject).toBe('What came of your 2 meetings at Meetings sched?');
    for (const link of data.links) expect(mail.text).toContain(link);
    // One meeting: the single mail, with its button.
    const [single] = await asked('corp1.0.sched@meetings.test');
    const one = await renderMail('followuprequest', single!.data);
    expect(one.subject).toBe('What came of your meeting with Startup sched 0?');
    expect(one.links).toHaveLength(1);
  });
});
