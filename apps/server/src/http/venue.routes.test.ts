import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { gqlAs } from '../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../test/meetings-fixture.ts';
import { meetingsOfEvent } from '../modules/meetings/agenda.service.ts';
import { publishSchedule } from '../modules/meetings/publish.service.ts';
import { generateSchedule } from '../modules/meetings/schedule.service.ts';
import { venueBoard } from '../modules/liveday/venue-screen.service.ts';

/*
 * The venue screen (decision 108): organisers make a secret link (shown once) and revoke it; the
 * public board answers the slot under way and the next one's meetings by table — company names
 * and tables only — and a bare 404 for an unknown or revoked link.
 */
let t: TestApp;
let f: MeetingsFixture;
let other: MeetingsFixture;
const root = adminOf('ADMIN');
const MINUTE = 60_000;

async function gql(actor = root, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, 'admin', actor, query, variables);
  return body;
}
const CREATE = 'mutation ($e: ID!) { createVenueScreen(eventId: $e) { path createdAt } }';
const REVOKE = 'mutation ($e: ID!) { revokeVenueScreen(eventId: $e) { active } }';
const STATE = 'query ($e: ID!) { venueScreen(eventId: $e) { active createdAt } }';
const get = (path: string) => t.app.inject({ method: 'GET', url: path });

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  const db = t.database.db;
  f = await meetingsFixture(db, {
    startups: 2,
    corporates: 2,
    slots: 2,
    tables: 2,
    startInMinutes: -5,
    pairs: [
      [0, 0],
      [1, 1],
      [0, 1],
      [1, 0],
    ],
    tag: 'venue',
  });
  other = await meetingsFixture(db, { startups: 1, corporates: 1, pairs: [[0, 0]], tag: 'venb' });
  const ctx = { db, actor: root, publicUrl: 'http://matchday.test' };
  await generateSchedule(db, root, f.eventId);
  await publishSchedule(ctx, f.eventId);
}, 60_000);
afterAll(() => t.close());

describe('the venue screen', () => {
  it('shows the slot under way and the next one by table, companies only', async () => {
    const made = await gql(root, CREATE, { e: f.eventId });
    expect(made.errors).toBeUndefined();
    const path = (made.data!.createVenueScreen as { path: string }).path;
    expect(path).toMatch(/^\/venue\/mdv_[\w-]{40,}$/);
    const res = await get(`/api${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const board = res.json();
    expect(board.event.status).toBe('LIVE');
    expect(board.current.meetings).toHaveLength(2);
    expect(board.next.meetings).toHaveLength(2);
    expect(board.current.meetings.map((m: { table: string }) => m.table)).toEqual([
      'Table 1',
      'Table 2',
    ]);
    expect(Object.keys(board.current.meetings[0]).sort()).toEqual([
      'corporate',
      'startup',
      'table',
    ]);
    // No person's name or address anywhere on the board.
    expect(res.body).not.toMatch(/Person|@meetings\.test/);
    const state = await gql(root, STATE, { e: f.eventId });
    expect(state.data!.venueScreen).toMatchObject({ active: true });
  });

  it('the next slot becomes current when its time comes (the clock is a parameter)', async () => {
    const path = (
      (await gql(root, CREATE, { e: f.eventId })).data!.createVenueScreen as { path: string }
    ).path;
    const token = path.replace('/venue/', '');
    const meetings = await meetingsOfEvent(t.database.db, root, f.eventId);
    const last = Math.max(...meetings.map((m) => m.startsAt!.getTime()));
    const board = await venueBoard(t.database.db, token, new Date(last + MINUTE));
    expect(board!.current!.startsAt.getTime()).toBe(last);
    expect(board!.next).toBeNull();
  });

  it('answers 404 for a revoked, replaced or made-up link', async () => {
    const first = (
      (await gql(root, CREATE, { e: f.eventId })).data!.createVenueScreen as { path: string }
    ).path;
    const second = (
      (await gql(root, CREATE, { e: f.eventId })).data!.createVenueScreen as { path: string }
    ).path;
    expect((await get(`/api${first}`)).statusCode).toBe(404);
    expect((await get(`/api${second}`)).statusCode).toBe(200);
    const revoked = await gql(root, REVOKE, { e: f.eventId });
    expect(revoked.data!.revokeVenueScreen).toEqual({ active: false });
    const gone = await get(`/api${second}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('Not found');
    expect((await get('/api/venue/mdv_madeup')).statusCode).toBe(404);
  });

  it('only the event’s organisers make or revoke its link', async () => {
    const host = adminOf('EVENT_HOST', { hosting: [other.eventId] });
    const refused = await gql(host, CREATE, { e: f.eventId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const own = await gql(host, CREATE, { e: other.eventId });
    expect(own.errors).toBeUndefined();
    const startup = await gqlAs(t.app, 'startup', f.startups[0]!.user, CREATE, { e: f.eventId });
    expect(startup.body.errors).toBeDefined();
  });
});
