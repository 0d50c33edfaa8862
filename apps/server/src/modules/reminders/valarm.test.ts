import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, as, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';

/*
 * The calendar files carry the reminder: each meeting of the subscription feed and of the
 * per-meeting .ics has a VALARM with the event's lead (read by ical.js), following the
 * organisers' setting; a cancelled meeting has none; with reminders off there is none.
 */
let t: TestApp;
let f: MeetingsFixture;
const root = adminOf('ADMIN');

const graphOf = (actor: Actor) =>
  actor?.kind === 'admin' ? 'admin' : actor?.type === 'corp' ? 'corp' : 'startup';

async function gql(actor: Actor, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, graphOf(actor), actor, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** Each VEVENT's meeting id → its alarms' triggers in minutes before ("-PT15M" → 15). */
function alarms(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const out = new Map<string, number[]>();
  for (const c of calendar.getAllSubcomponents('vevent')) {
    const id = /^meeting-([0-9a-f-]{36})@/.exec(String(c.getFirstPropertyValue('uid')))![1]!;
    out.set(
      id,
      c.getAllSubcomponents('valarm').map((a) => {
        expect(a.getFirstPropertyValue('action')).toBe('DISPLAY');
        const trigger = a.getFirstPropertyValue('trigger') as ICAL.Duration;
        expect(trigger.isNegative).toBe(true);
        return trigger.toSeconds() / -60;
      }),
    );
  }
  return out;
}

async function feed(actor: Actor) {
  const url = (await gql(actor, '{ calendarFeedUrl }')).calendarFeedUrl as string;
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return alarms(res.body);
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await meetingsFixture(t.database.db, {
    startups: 1,
    corporates: 2,
    slots: 3,
    tables: 1,
    pairs: [
      [0, 0],
      [0, 1],
    ],
    tag: 'valarm',
  });
  await gql(root, 'mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', {
    e: f.eventId,
  });
  await gql(root, 'mutation ($e: ID!) { publishSchedule(eventId: $e) { published } }', {
    e: f.eventId,
  });
});
afterAll(() => t.close());

describe('VALARM in the calendar files', () => {
  it('the feed and the .ics carry the event’s default lead of 15 minutes', async () => {
    const startup = f.startups[0]!.user;
    const byId = await feed(startup);
    expect(byId.size).toBe(2);
    for (const triggers of byId.values()) expect(triggers).toEqual([15]);
    const [id] = [...byId.keys()];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}/ics`,
      headers: as(startup),
    });
    expect(res.statusCode).toBe(200);
    expect(alarms(res.body).get(id!)).toEqual([15]);
  });

  it('follows the organisers’ setting; none on a cancelled meeting or with reminders off', async () => {
    const set = (minutes: number) =>
      gql(
        root,
        'mutation ($e: ID!, $m: Int!) { setEventReminders(eventId: $e, minutes: $m) { id reminderMinutes } }',
        { e: f.eventId, m: minutes },
      );
    expect((await set(45)).setEventReminders).toMatchObject({ reminderMinutes: 45 });
    const startup = f.startups[0]!.user;
    const byId = await feed(startup);
    for (const triggers of byId.values()) expect(triggers).toEqual([45]);
    const [cancelled] = [...byId.keys()];
    await gql(
      root,
      'mutation ($m: ID!) { setMeetingStatus(meetingId: $m, status: CANCELLED, reason: "Ill") { status } }',
      { m: cancelled },
    );
    const after = await feed(startup);
    expect(after.get(cancelled!)).toEqual([]);
    await set(0);
    for (const triggers of (await feed(startup)).values()) expect(triggers).toEqual([]);
  });

  it('refuses a lead outside 0..1440 minutes, naming the field', async () => {
    const { body } = await gqlAs(
      t.app,
      'admin',
      root,
      'mutation ($e: ID!) { setEventReminders(eventId: $e, minutes: 5000) { id } }',
      { e: f.eventId },
    );
    expect(body.errors?.[0]?.message).toMatch(/minutes/);
  });
});
