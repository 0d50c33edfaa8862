// The confirmedschedule template (publish.service registers it through meetings.mail.ts).
import './meetings.mail.ts';
import { deriveSlots } from '@matchday/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, as, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs, mailsTo } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import { getEvent } from '../events/events.service.ts';
import { renderMail } from '../mail/templates/render.ts';

/*
 * The subscription feed and the per-meeting .ics, fetched through the app
 * and read by a real calendar parser (ical.js): stable UIDs, SEQUENCE raised on each change,
 * cancelled meetings kept as STATUS:CANCELLED, UTC times, LOCATION the table or the video link,
 * no METHOD in a feed; the mail's attachment with METHOD:PUBLISH; dead URLs are bare 404s.
 */
let t: TestApp;
let p: MeetingsFixture; // physical
let d: MeetingsFixture; // digital
const root = adminOf('ADMIN');
const LINK = 'https://meet.example.org/room-{meeting}';

type Vevent = {
  uid: string;
  sequence: number;
  status: string;
  start: ICAL.Time;
  end: ICAL.Time;
  location: string;
  summary: string;
  description: string;
  url: string | null;
  hasTzid: boolean;
};
type Parsed = { method: string | null; name: unknown; events: Map<string, Vevent> };

/** Parses calendar text with ical.js; events keyed by the meeting id inside the UID. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = new Map<string, Vevent>();
  for (const c of calendar.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(c);
    const id = /^meeting-([0-9a-f-]{36})@/.exec(e.uid)?.[1];
    expect(id).toBeDefined();
    events.set(id!, {
      uid: e.uid,
      sequence: e.sequence,
      status: String(c.getFirstPropertyValue('status')),
      start: e.startDate,
      end: e.endDate,
      location: e.location,
      summary: e.summary,
      description: e.description,
      url: c.getFirstPropertyValue('url') as string | null,
      hasTzid: ['dtstart', 'dtend'].some((n) => c.getFirstProperty(n)!.getParameter('tzid')),
    });
  }
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events,
  };
}

const graphOf = (actor: Actor) =>
  actor?.kind === 'admin' ? 'admin' : actor?.type === 'corp' ? 'corp' : 'startup';

async function gql(actor: Actor, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, graphOf(actor), actor, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function feedUrl(actor: Actor) {
  return (await gql(actor, '{ calendarFeedUrl }')).calendarFeedUrl as string;
}

/** GET the path of a feed URL through the app (no session). */
async function getFeed(url: string) {
  const { pathname } = new URL(url);
  return t.app.inject({ method: 'GET', url: pathname });
}

async function feed(actor: Actor) {
  const res = await getFeed(await feedUrl(actor));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  return parse(res.body);
}

type MeetingGql = {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
  slot: number;
  table: number;
  tableName: string;
  videoLink: string | null;
  corporate: { name: string };
};

async function mine(actor: Actor, eventId: string) {
  const data = await gql(
    actor,
    `query ($e: ID!) { myMeetings(eventId: $e) { id status startsAt endsAt slot table tableName videoLink corporate { name } } }`,
    { e: eventId },
  );
  return data.myMeetings as MeetingGql[];
}

async function adminDo(query: string, variables: Record<string, unknown>) {
  return gql(root, query, variables);
}

const publish = (eventId: string) =>
  adminDo('mutation ($e: ID!) { publishSchedule(eventId: $e) { published changed mailed } }', {
    e: eventId,
  });

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  // Startup 0 meets corporates 0 and 1; startup 1 meets corporate 0. 4 slots × 2 tables.
  p = await meetingsFixture(t.database.db, {
    startups: 2,
    corporates: 2,
    slots: 4,
    tables: 2,
    pairs: [
      [0, 0],
      [0, 1],
      [1, 0],
    ],
    tag: 'ics',
  });
  d = await meetingsFixture(t.database.db, {
    startups: 1,
    corporates: 1,
    slots: 2,
    tables: 1,
    format: 'DIGITAL',
    meetingLink: LINK,
    pairs: [[0, 0]],
    tag: 'icsdigital',
  });
  for (const e of [p.eventId, d.eventId]) {
    await adminDo('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', { e });
    await publish(e);
  }
});
afterAll(() => t.close());

describe('the subscription feed through ical.js', () => {
  let before: Parsed;

  it('lists the person’s published meetings: UTC times, the table as LOCATION, no METHOD', async () => {
    const startup = p.startups[0]!.user;
    before = await feed(startup);
    expect(before.method).toBeNull();
    const meetings = await mine(startup, p.eventId);
    expect(meetings).toHaveLength(2);
    expect([...before.events.keys()].sort()).toEqual(meetings.map((m) => m.id).sort());
    for (const m of meetings) {
      const e = before.events.get(m.id)!;
      expect(e.uid).toBe(`meeting-${m.id}@matchday.test`);
      expect(e.sequence).toBe(1);
      expect(e.status).toBe('CONFIRMED');
      expect(e.start.zone).toBe(ICAL.Timezone.utcTimezone);
      expect(e.end.zone).toBe(ICAL.Timezone.utcTimezone);
      expect(e.start.toString()).toMatch(/Z$/);
      expect(e.hasTzid).toBe(false);
      expect(e.start.toJSDate().toISOString()).toBe(m.startsAt);
      expect(e.end.toJSDate().toISOString()).toBe(m.endsAt);
      expect(e.location).toBe(m.tableName);
      expect(e.location).toMatch(/^Table [12]$/);
      expect(e.summary).toBe(`Meeting with ${m.corporate.name}`);
      expect(e.url).toBe(`http://matchday.test/startup/events/${p.eventId}/agenda`);
    }
    // Another person sees only their own meetings.
    const other = await feed(p.startups[1]!.user);
    expect(other.events.size).toBe(1);
    expect([...other.events.keys()].some((id) => before.events.has(id))).toBe(false);
  });

  it('a move and a new publication: same UIDs, SEQUENCE grows, the new time', async () => {
    const startup = p.startups[0]!.user;
    const [m] = (await mine(startup, p.eventId)).filter((x) => x.corporate.name === 'Corp ics 0');
    // A free cell where neither party meets: the grid is 4 × 2 with 3 meetings.
    const event = await getEvent(t.database.db, root, p.eventId);
    const slots = deriveSlots(event.schedule);
    const all = (
      await gql(
        root,
        'query ($e: ID!) { event(id: $e) { meetings { id slot table startup { id } corporate { id } } } }',
        { e: p.eventId },
      )
    ).event as {
      meetings: {
        id: string;
        slot: number;
        table: number;
        startup: { id: string };
        corporate: { id: string };
      }[];
    };
    const busySlots = new Set(
      all.meetings
        .filter((x) => x.startup.id === p.startups[0]!.id || x.corporate.id === p.corporates[0]!.id)
        .map((x) => x.slot),
    );
    const slot = slots.findIndex((s) => !busySlots.has(s.index));
    expect(slot).toBeGreaterThanOrEqual(0);
    await adminDo(
      'mutation ($id: ID!, $s: Int!) { moveMeeting(meetingId: $id, slot: $s, table: 1) { id } }',
      { id: m!.id, s: slot },
    );
    // Not yet published: the feed still says what participants were told.
    const unchanged = await feed(startup);
    expect(unchanged.events.get(m!.id)!.sequence).toBe(1);
    expect(unchanged.events.get(m!.id)!.start.toJSDate().toISOString()).toBe(m!.startsAt);
    await publish(p.eventId);
    const after = await feed(startup);
    expect([...after.events.values()].map((e) => e.uid).sort()).toEqual(
      [...before.events.values()].map((e) => e.uid).sort(),
    );
    const e = after.events.get(m!.id)!;
    expect(e.sequence).toBe(2);
    expect(e.start.toJSDate().toISOString()).toBe(slots[slot]!.start);
    expect(e.location).toBe('Table 1');
    // The untouched meeting keeps its sequence.
    const other = [...after.events.keys()].find((id) => id !== m!.id)!;
    expect(after.events.get(other)!.sequence).toBe(before.events.get(other)!.sequence);
  });

  it('a cancelled meeting stays in the feed as STATUS:CANCELLED with a higher SEQUENCE', async () => {
    const startup = p.startups[0]!.user;
    const start = await feed(startup);
    const [m] = (await mine(startup, p.eventId)).filter((x) => x.corporate.name === 'Corp ics 0');
    await adminDo(
      'mutation ($id: ID!) { setMeetingStatus(meetingId: $id, status: CANCELLED, reason: "The corporate cannot come") { id status } }',
      { id: m!.id },
    );
    const after = await feed(startup);
    const e = after.events.get(m!.id)!;
    expect(e.uid).toBe(start.events.get(m!.id)!.uid);
    expect(e.status).toBe('CANCELLED');
    expect(e.sequence).toBe(start.events.get(m!.id)!.sequence + 1);
    expect(e.description).toContain('Cancelled: The corporate cannot come');
    // The corporate's feed says the same.
    const corp = await feed(p.corporates[0]!.user);
    expect(corp.events.get(m!.id)!.status).toBe('CANCELLED');
  });

  it('a meeting taken out of the published schedule is CANCELLED in the feed after publishing', async () => {
    const startup = p.startups[0]!.user;
    const start = await feed(startup);
    const [m] = (await mine(startup, p.eventId)).filter((x) => x.corporate.name === 'Corp ics 1');
    await adminDo('mutation ($id: ID!) { unplaceMeeting(meetingId: $id) { id } }', { id: m!.id });
    expect((await feed(startup)).events.get(m!.id)!.status).toBe('CONFIRMED');
    await publish(p.eventId);
    const e = (await feed(startup)).events.get(m!.id)!;
    expect(e.status).toBe('CANCELLED');
    expect(e.uid).toBe(start.events.get(m!.id)!.uid);
    expect(e.sequence).toBe(start.events.get(m!.id)!.sequence + 1);
    // Kept where it was, so a calendar finds the event it cancels.
    expect(e.start.toJSDate().toISOString()).toBe(m!.startsAt);
  });

  it('a digital event: the meeting’s video link is the LOCATION', async () => {
    const corp = d.corporates[0]!.user;
    const [m] = await mine(corp, d.eventId);
    expect(m!.videoLink).toBe(`https://meet.example.org/room-${m!.id}`);
    expect(m!.tableName).toBeNull();
    const e = (await feed(corp)).events.get(m!.id)!;
    expect(e.location).toBe(`https://meet.example.org/room-${m!.id}`);
    expect(e.summary).toBe('Meeting with Startup icsdigital 0');
    expect(e.url).toBe(`http://matchday.test/corporate/events/${d.eventId}/agenda`);
  });
});

describe('one meeting’s .ics: GET /api/meetings/{id}/ics', () => {
  it('a participant downloads a published meeting; the same UID as in the feed', async () => {
    const startup = p.startups[1]!.user;
    const [m] = await mine(startup, p.eventId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${m!.id}/ics`,
      headers: as(startup),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meeting-.*\.ics"$/);
    const one = parse(res.body);
    expect(one.method).toBeNull();
    expect(one.events.size).toBe(1);
    const e = one.events.get(m!.id)!;
    expect(e.uid).toBe((await feed(startup)).events.get(m!.id)!.uid);
    expect(e.start.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(e.start.toJSDate().toISOString()).toBe(m!.startsAt);
    expect(e.location).toBe(m!.tableName);
  });

  it('someone else’s meeting, a malformed id or an unpublished meeting is 404; no sign-in 401', async () => {
    const [m] = await mine(p.startups[1]!.user, p.eventId);
    const get = (url: string, actor?: Actor) =>
      t.app.inject({ method: 'GET', url, headers: actor ? as(actor) : {} });
    expect((await get(`/api/meetings/${m!.id}/ics`, p.startups[0]!.user)).statusCode).toBe(404);
    expect((await get(`/api/meetings/${m!.id}/ics`, d.corporates[0]!.user)).statusCode).toBe(404);
    expect((await get('/api/meetings/not-a-uuid/ics', p.startups[1]!.user)).statusCode).toBe(404);
    expect((await get(`/api/meetings/${m!.id}/ics`)).statusCode).toBe(401);
    // The organiser reads it too.
    expect((await get(`/api/meetings/${m!.id}/ics`, root)).statusCode).toBe(200);
  });
});

describe('the confirmedschedule mail’s attachment', () => {
  it('parses, says METHOD:PUBLISH and carries the feed’s UIDs', async () => {
    const email = 'startup0.0.ics@meetings.test';
    const mails = (await mailsTo(t.database.db, email)).filter(
      (m) => m.template === 'confirmedschedule',
    );
    // First publication, the move, the meeting taken out: three changes to this startup.
    expect(mails).toHaveLength(3);
    const rendered = await renderMail('confirmedschedule', mails[0]!.data);
    const [attachment] = rendered.attachments!;
    expect(attachment!.filename).toBe('meetings.ics');
    expect(attachment!.contentType).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH$/);
    const first = parse(String(attachment!.content));
    expect(first.method).toBe('PUBLISH');
    expect(first.events.size).toBe(2);
    for (const e of first.events.values()) {
      expect(e.sequence).toBe(1);
      expect(e.status).toBe('CONFIRMED');
      expect(e.start.zone).toBe(ICAL.Timezone.utcTimezone);
    }
    // The latest mail: the same UIDs, what the feed says now.
    const latest = parse(
      String((await renderMail('confirmedschedule', mails[2]!.data)).attachments![0]!.content),
    );
    const now = await feed(p.startups[0]!.user);
    expect([...latest.events.keys()].sort()).toEqual([...first.events.keys()].sort());
    for (const [id, e] of latest.events) {
      expect(e.uid).toBe(now.events.get(id)!.uid);
      expect(e.sequence).toBe(now.events.get(id)!.sequence);
      expect(e.status).toBe(now.events.get(id)!.status);
    }
  });
});

describe('dead feed URLs: a bare 404', () => {
  const bare = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not found');
  };

  it('revoked: the old URL is 404, the new one works', async () => {
    const startup = p.startups[1]!.user;
    const old = await feedUrl(startup);
    expect(await feedUrl(startup)).toBe(old); // stable until revoked
    const fresh = (await gql(startup, 'mutation { revokeCalendarFeed }'))
      .revokeCalendarFeed as string;
    expect(fresh).not.toBe(old);
    bare(await getFeed(old));
    expect((await getFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrl(startup)).toBe(fresh);
  });

  it('unknown, forged or malformed: 404 with no detail', async () => {
    const url = await feedUrl(p.corporates[1]!.user);
    const [, id, signature] = /\/api\/calendar\/([^.]+)\.([^.]+)\.ics$/.exec(url)!;
    const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    const otherId = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/api/calendar/${id}.${flipped}.ics`, // forged signature
      `/api/calendar/${otherId}.${signature}.ics`, // someone else's id under this signature
      `/api/calendar/${otherId}.${'A'.repeat(43)}.ics`, // unknown
      `/api/calendar/${id}.ics`, // no signature
      '/api/calendar/nothing.ics',
    ]) {
      bare(await t.app.inject({ method: 'GET', url: path }));
    }
  });

  it('a disabled person’s feed is 404; enabled again, it works', async () => {
    const corp = p.corporates[1]!.user;
    const url = await feedUrl(corp);
    expect((await getFeed(url)).statusCode).toBe(200);
    const toggle = (disabled: boolean) =>
      adminDo('mutation ($u: ID!, $d: Boolean!) { setUserDisabled(userId: $u, disabled: $d) }', {
        u: corp!.id,
        d: disabled,
      });
    await toggle(true);
    bare(await getFeed(url));
    await toggle(false);
    expect((await getFeed(url)).statusCode).toBe(200);
  });

  it('speaks the owner’s language: SUMMARY and DESCRIPTION in Swedish for a Swedish reader', async () => {
    const startup = p.startups[0]!.user;
    const meetings = await mine(startup, p.eventId);
    await gql(startup, 'mutation { setMyLocale(locale: "sv") { locale } }');
    try {
      const swedish = await feed(startup);
      for (const m of meetings) {
        expect(swedish.events.get(m.id)!.summary).toBe(`Möte med ${m.corporate.name}`);
      }
    } finally {
      await gql(startup, 'mutation { setMyLocale(locale: "en") { locale } }');
    }
  });
});
