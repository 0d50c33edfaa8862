import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { createCompany } from '../accounts/accounts.service.ts';
import { addEventAttendees, decideAttendance } from './attendees.service.ts';
import { createEvent, publishEvent } from './events.service.ts';

/**
 * The Add participants dialog lists only organisations not taking part yet (invited,
 * registered or approved); withdrawn and declined ones may be added again. The filter is on
 * the server, so the total and the pages count only those.
 */
let t: TestApp;
const root = adminOf('ADMIN');
const ctx = (actor: Actor) => ({ db: t.database.db, actor, publicUrl: 'http://matchday.test' });
const ids: Record<string, string> = {};
let eventId: string;
let otherEventId: string;

const LIST = `query ($filter: CompanyFilter, $offset: Int, $limit: Int) {
  companies(filter: $filter, offset: $offset, limit: $limit) { total items { name } } }`;

async function candidates(filter: Record<string, unknown>, offset = 0, limit = 20) {
  const { body } = await gqlAs(t.app, 'admin', root, LIST, { filter, offset, limit });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const page = body.data!.companies as { total: number; items: { name: string }[] };
  return { total: page.total, names: page.items.map((i) => i.name) };
}

async function event(name: string) {
  const day = Date.now() + 30 * 86_400_000;
  const at = (h: number) => new Date(day + h * 3_600_000).toISOString();
  const e = await createEvent(t.database.db, root, {
    name,
    format: 'PHYSICAL',
    venue: 'Stockholm',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(3) }], meetingMinutes: 20, tables: 4 },
  });
  await publishEvent(t.database.db, root, e.id);
  return e.id;
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  for (const name of ['Approved AB', 'Declined AB', 'Free AB', 'Other Event AB', 'Spare AB']) {
    const c = await createCompany(t.database.db, {
      type: 'startup',
      name,
      country: 'SE',
      activityStatus: 'ACTIVE',
    });
    ids[name] = c.id;
  }
  eventId = await event('Candidates Day');
  otherEventId = await event('Another Day');
  const added = await addEventAttendees(ctx(root), eventId, [
    ids['Approved AB']!,
    ids['Declined AB']!,
  ]);
  const declined = added.find((a) => a.companyId === ids['Declined AB'])!;
  await decideAttendance(ctx(root), declined.id, false, 'Not this time');
  await addEventAttendees(ctx(root), otherEventId, [ids['Other Event AB']!]);
});
afterAll(() => t.close());

describe('companies filter notTakingPartIn', () => {
  it('leaves out the organisations taking part; a declined one and other events’ ones stay', async () => {
    expect(await candidates({ search: ' AB', notTakingPartIn: eventId })).toEqual({
      total: 4,
      names: ['Declined AB', 'Free AB', 'Other Event AB', 'Spare AB'],
    });
    // Without the filter, all five.
    expect((await candidates({ search: ' AB' })).total).toBe(5);
  });

  it('counts and pages on the server', async () => {
    expect(await candidates({ search: ' AB', notTakingPartIn: eventId }, 2, 2)).toEqual({
      total: 4,
      names: ['Other Event AB', 'Spare AB'],
    });
  });

  it('an added organisation drops out of the list', async () => {
    await addEventAttendees(ctx(root), eventId, [ids['Free AB']!]);
    expect(await candidates({ search: ' AB', notTakingPartIn: eventId })).toEqual({
      total: 3,
      names: ['Declined AB', 'Other Event AB', 'Spare AB'],
    });
  });

  it('a malformed event id is a 400 naming it', async () => {
    const { body } = await gqlAs(t.app, 'admin', root, LIST, {
      filter: { notTakingPartIn: 'nope' },
    });
    expect(JSON.stringify(body.errors)).toMatch(/Unknown event/);
  });
});
