import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import { meetingsOfEvent } from '../meetings/agenda.service.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { checkInByCode, suggestFromArrivals } from './checkin.service.ts';

/*
 * QR check-in through the graphs: each person's code is theirs for one event, stable, long and
 * random; scanning it marks the person arrived (once) and answers their next meeting and table;
 * another event's code, a made-up one or another host's event are refused; the desk's meetings
 * read the arrivals as a suggested status.
 */
let t: TestApp;
let a: MeetingsFixture;
let b: MeetingsFixture;
const root = adminOf('ADMIN');
const graphOf = (actor: Actor) =>
  actor?.kind === 'admin' ? 'admin' : actor?.type === 'corp' ? 'corp' : 'startup';

async function gql(actor: Actor, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, graphOf(actor), actor, query, variables);
  return body;
}

async function codeOf(actor: Actor, eventId: string) {
  const body = await gql(actor, 'query ($e: ID!) { myMeetings(eventId: $e) { checkInCode } }', {
    e: eventId,
  });
  expect(body.errors).toBeUndefined();
  const codes = (body.data!.myMeetings as { checkInCode: string }[]).map((m) => m.checkInCode);
  expect(new Set(codes).size).toBe(1);
  return codes[0]!;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  const db = t.database.db;
  const ctx = { db, actor: root, publicUrl: 'http://matchday.test' };
  a = await meetingsFixture(db, {
    startups: 1,
    corporates: 2,
    slots: 2,
    tables: 2,
    pairs: [
      [0, 0],
      [0, 1],
    ],
    tag: 'qr',
  });
  b = await meetingsFixture(db, {
    startups: 1,
    corporates: 1,
    slots: 1,
    pairs: [[0, 0]],
    tag: 'qrb',
  });
  for (const f of [a, b]) {
    await generateSchedule(db, root, f.eventId);
    await publishSchedule(ctx, f.eventId);
  }
});
afterAll(() => t.close());

describe('check-in codes', () => {
  it('one per person and event: stable, unguessable, different for each', async () => {
    const startup = a.startups[0]!.user;
    const code = await codeOf(startup, a.eventId);
    expect(code).toMatch(/^MDCHK-[A-Za-z0-9_-]{24}$/);
    expect(await codeOf(startup, a.eventId)).toBe(code);
    expect(await codeOf(a.corporates[0]!.user, a.eventId)).not.toBe(code);
    expect(await codeOf(b.startups[0]!.user, b.eventId)).not.toBe(code);
  });

  it('scanning marks the person arrived once and tells the next meeting and its table', async () => {
    const startup = a.startups[0]!.user;
    const code = await codeOf(startup, a.eventId);
    const scan = () =>
      gql(
        root,
        'mutation ($e: ID!, $c: String!) { checkInByCode(eventId: $e, code: $c) { name companyName already next { startsAt place counterpartName } } }',
        { e: a.eventId, c: code },
      );
    const first = await scan();
    expect(first.errors).toBeUndefined();
    const checked = first.data!.checkInByCode as {
      companyName: string;
      already: boolean;
      next: { place: string; counterpartName: string; startsAt: string };
    };
    expect(checked.companyName).toBe('Startup qr 0');
    expect(checked.already).toBe(false);
    const [soonest] = (await meetingsOfEvent(t.database.db, root, a.eventId)).sort(
      (x, y) => x.startsAt!.getTime() - y.startsAt!.getTime(),
    );
    expect(checked.next.startsAt).toBe(soonest!.startsAt!.toISOString());
    expect(checked.next.place).toMatch(/^Table \d/);
    expect((await scan()).data!.checkInByCode).toMatchObject({ already: true });
    const list = await gql(
      root,
      'query ($e: ID!) { checkInList(eventId: $e, search: "qr 0") { name arrivedAt } }',
      {
        e: a.eventId,
      },
    );
    const people = list.data!.checkInList as { name: string; arrivedAt: string | null }[];
    expect(people.find((p) => p.name.startsWith('Startup'))?.arrivedAt).toBeTruthy();
    expect(people.find((p) => p.name.startsWith('Corp'))?.arrivedAt).toBeNull();
  });

  it('refuses another event’s code, a made-up code and an event outside a host’s reach', async () => {
    const other = await codeOf(b.startups[0]!.user, b.eventId);
    await expect(checkInByCode(t.database.db, root, a.eventId, other)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This check-in code is for another event',
    });
    await expect(
      checkInByCode(t.database.db, root, a.eventId, 'MDCHK-made-up-code-000000000'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const host = adminOf('EVENT_HOST', { hosting: [b.eventId] });
    await expect(checkInByCode(t.database.db, host, a.eventId, other)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('the desk reads arrivals: the startup came, the corporate not yet', async () => {
    const body = await gql(
      root,
      'query ($e: ID!) { event(id: $e) { meetings { arrival { startup corporate suggestion } } } }',
      { e: a.eventId },
    );
    expect(body.errors).toBeUndefined();
    const rows = (body.data!.event as { meetings: { arrival: Record<string, unknown> }[] })
      .meetings;
    expect(rows.map((r) => r.arrival)).toEqual([
      { startup: true, corporate: false, suggestion: null },
      { startup: true, corporate: false, suggestion: null },
    ]);
  });
});

describe('suggestFromArrivals', () => {
  const m = { startupId: 's', corporateId: 'c', startsAt: new Date('2026-05-01T09:00:00Z') };
  it('held when both came; a side missing 5 minutes after the start is a no-show', () => {
    expect(suggestFromArrivals(m, new Set(['s', 'c']), new Date('2026-05-01T08:00:00Z'))).toBe(
      'HELD',
    );
    expect(suggestFromArrivals(m, new Set(['s']), new Date('2026-05-01T09:04:59Z'))).toBeNull();
    expect(suggestFromArrivals(m, new Set(['s']), new Date('2026-05-01T09:05:00Z'))).toBe(
      'NO_SHOW_CORPORATE',
    );
    expect(suggestFromArrivals(m, new Set(['c']), new Date('2026-05-01T09:05:00Z'))).toBe(
      'NO_SHOW_STARTUP',
    );
    expect(suggestFromArrivals(m, new Set(), new Date('2026-05-01T09:06:00Z'))).toBe(
      'NO_SHOW_BOTH',
    );
  });
});
