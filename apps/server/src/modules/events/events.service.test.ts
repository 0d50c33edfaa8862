import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo } from '../../../test/http.ts';
import { adminOf } from '../../../test/actors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createAdmin, createCompany, createUser } from '../accounts/accounts.service.ts';
import { listCompanies } from '../companies/console-companies.service.ts';
import { fireMailTrigger } from '../mail/mail.trigger.ts';
import { addEventAttendees, decideAttendance, listAttendees } from './attendees.service.ts';
import { joinEvent, withdrawFromEvent } from './registration.service.ts';
import { setMyAvailability } from './availability.service.ts';
import { createEvent, getEvent, listEvents, publishEvent, updateEvent } from './events.service.ts';
import { setEventHosts } from './event-hosts.service.ts';

/** Events and attendance on the real database: rules of SPEC §4–§6 and DOMAIN.md. */
let database: Database;
const root = adminOf('ADMIN');
const ids: Record<string, string> = {};
const users: Record<string, Actor> = {};
const URL = 'http://localhost:3000';
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: URL });

const DAY = 86_400_000;
/** An event `days` from now, 09:00–17:00 UTC, one session 10–12 with 20-minute meetings. */
function eventInput(days: number, extra: Record<string, unknown> = {}) {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(0, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  return {
    name: `Event in ${days} days`,
    format: 'PHYSICAL',
    venue: 'Stockholm',
    timezone: 'Europe/Stockholm',
    startDate: at(9),
    endDate: at(17),
    schedule: { sessions: [{ start: at(10), end: at(12) }], meetingMinutes: 20, tables: 4 },
    ...extra,
  };
}

async function company(name: string, type: 'startup' | 'corp', country: string, extra = {}) {
  const c = await createCompany(database.db, {
    type,
    name,
    country,
    activityStatus: 'ACTIVE',
    ...extra,
  });
  const u = await createUser(database.db, {
    companyId: c.id,
    type,
    email: `${name.toLowerCase().replace(/\W/g, '')}@events.test`,
    name: `${name} Person`,
    verified: true,
  });
  ids[name] = c.id;
  users[name] = { kind: 'user', id: u.id, type, companyId: c.id };
}

async function hostActor(hosting: string[]): Promise<Actor> {
  const a = await createAdmin(database.db, {
    email: `host-${hosting.length}-${Math.random()}@events.test`,
    name: 'Host',
    adminType: 'EVENT_HOST',
  });
  return { ...(adminOf('EVENT_HOST', { hosting }) as object), id: a.id } as Actor;
}

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  database = await testDatabase();
  await company('Swedish Startup', 'startup', 'SE', { incubator: 'STING' });
  await company('German Startup', 'startup', 'DE');
  await company('Pending Startup', 'startup', 'SE', { activityStatus: 'PENDING' });
  await company('Sting Pending', 'startup', 'SE', {
    incubator: 'STING',
    activityStatus: 'PENDING',
  });
  await company('Nordic Corp', 'corp', 'NO');
  await company('Bystander Corp', 'corp', 'SE');
  const restricted = await createEvent(
    database.db,
    root,
    eventInput(30, { restrictedTo: ['se', 'FI'] }),
  );
  await publishEvent(database.db, root, restricted.id);
  ids.restricted = restricted.id;
  ids.draft = (await createEvent(database.db, root, eventInput(40, { name: 'Draft' }))).id;
  const past = await createEvent(database.db, root, eventInput(-30, { name: 'Past' }));
  await publishEvent(database.db, root, past.id);
  ids.past = past.id;
});
afterAll(() => database.close());

describe('creating an event', () => {
  it('names each bad field', async () => {
    const e = eventInput(10);
    const error = await fails(
      createEvent(database.db, root, {
        ...e,
        endDate: e.startDate,
        timezone: 'Mars/Base',
        restrictedTo: ['XX'],
        schedule: { ...e.schedule, tables: 0 },
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    const fields = (error.details as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['endDate', 'timezone', 'restrictedTo.0', 'schedule.tables']),
    );
    expect(error.message).not.toMatch(/expected|Too small/);
  });

  it('is for a full ADMIN only', async () => {
    for (const actor of [adminOf('EVENT_HOST'), adminOf('INCUBATOR'), users['Nordic Corp']!]) {
      expect((await fails(createEvent(database.db, actor!, eventInput(10)))).code).toBe(
        'FORBIDDEN',
      );
    }
  });

  it('derives the status (SPEC §4) and keeps drafts from participants', async () => {
    expect((await getEvent(database.db, root, ids.past)).status).toBe('PREVIOUS');
    expect((await getEvent(database.db, root, ids.restricted)).status).toBe('UPCOMING');
    expect((await getEvent(database.db, root, ids.draft)).status).toBe('DRAFT');
    for (const actor of [
      users['Nordic Corp']!,
      null,
      adminOf('INCUBATOR', { incubator: 'STING' }),
    ]) {
      expect((await fails(getEvent(database.db, actor, ids.draft))).code).toBe('NOT_FOUND');
    }
  });
});

describe('who sees which event (SPEC §5, §6)', () => {
  const names = async (actor: Actor, when?: string) =>
    (await listEvents(database.db, actor, { when })).items.map((e) => e.id);

  it('a startup sees a restricted event only from a listed country', async () => {
    expect(await names(users['Swedish Startup']!)).toContain(ids.restricted);
    expect(await names(users['German Startup']!)).not.toContain(ids.restricted);
    expect(
      (await fails(getEvent(database.db, users['German Startup']!, ids.restricted))).code,
    ).toBe('NOT_FOUND');
  });

  it('corporates, the public and reading admins see every published event, not drafts', async () => {
    for (const actor of [users['Nordic Corp']!, null, adminOf('CONSORTIUM_MEMBER')]) {
      const seen = await names(actor);
      expect(seen).toEqual(expect.arrayContaining([ids.restricted, ids.past]));
      expect(seen).not.toContain(ids.draft);
    }
  });

  it('splits upcoming and previous', async () => {
    expect(await names(root, 'PREVIOUS')).toEqual([ids.past]);
    expect(await names(root, 'UPCOMING')).toEqual([ids.restricted]);
    expect(await names(root, 'DRAFT')).toContain(ids.draft);
  });

  it('an EVENT_HOST sees only the events it hosts, drafts included', async () => {
    const host = await hostActor([ids.draft!]);
    expect(await names(host)).toEqual([ids.draft]);
    // SPEC §3: the hosting list may arrive as a JSON string; it is read either way.
    const jsonHost = { ...host, hosting: JSON.stringify([ids.draft]) } as unknown as Actor;
    expect(await names(jsonHost)).toEqual([ids.draft]);
    expect((await fails(getEvent(database.db, host, ids.restricted))).code).toBe('NOT_FOUND');
  });

  it('setEventHosts writes the hosts’ hosting lists and takes no other admin kind', async () => {
    const a = await createAdmin(database.db, {
      email: 'h1@events.test',
      name: 'H1',
      adminType: 'EVENT_HOST',
    });
    const inc = await createAdmin(database.db, {
      email: 'i1@events.test',
      name: 'I1',
      adminType: 'INCUBATOR',
    });
    await setEventHosts(database.db, root, ids.restricted, [a.id]);
    const { admins } = await import('../accounts/accounts.tables.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await database.db.select().from(admins).where(eq(admins.id, a.id));
    expect(row!.hosting).toEqual([ids.restricted]);
    await setEventHosts(database.db, root, ids.restricted, []);
    const [after] = await database.db.select().from(admins).where(eq(admins.id, a.id));
    expect(after!.hosting).toEqual([]);
    const error = await fails(setEventHosts(database.db, root, ids.restricted, [inc.id]));
    expect(error.message).toMatch(/EVENT_HOST/);
  });
});

describe('attendance', () => {
  it('a startup joins an open event it may see, and is mailed', async () => {
    const a = await joinEvent(ctx(users['Swedish Startup']!), ids.restricted);
    expect(a.state).toBe('REGISTERED');
    const mails = await mailsTo(database.db, 'swedishstartup@events.test');
    expect(mails.map((m) => m.template)).toEqual(['joinevent']);
  });

  it('refuses, with the reason, a pending company, a restricted, a draft and a past event', async () => {
    const pending = await fails(joinEvent(ctx(users['Pending Startup']!), ids.restricted));
    expect(pending.message).toMatch(/waiting for approval/);
    expect((await fails(joinEvent(ctx(users['German Startup']!), ids.restricted))).code).toBe(
      'NOT_FOUND',
    );
    expect((await fails(joinEvent(ctx(users['Swedish Startup']!), ids.draft))).code).toBe(
      'NOT_FOUND',
    );
    const past = await fails(joinEvent(ctx(users['Swedish Startup']!), ids.past));
    expect([past.code, past.message]).toEqual(['CONFLICT', 'This event is over']);
    expect((await fails(joinEvent(ctx(users['Nordic Corp']!), ids.restricted))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('the event’s host approves; another host does not find the registration', async () => {
    const host = await hostActor([ids.restricted!]);
    const other = await hostActor([ids.draft!]);
    const page = await listAttendees(database.db, host, ids.restricted, { state: 'REGISTERED' });
    const registration = page.items.find((i) => i.companyId === ids['Swedish Startup'])!;
    expect((await fails(decideAttendance(ctx(other), registration.id, true))).code).toBe(
      'NOT_FOUND',
    );
    const approved = await decideAttendance(ctx(host), registration.id, true);
    expect(approved.state).toBe('APPROVED');
  });

  it('an INCUBATOR adds only ACTIVE startups of its own incubator, never corporates', async () => {
    const incubator = adminOf('INCUBATOR', { incubator: 'STING' });
    const pending = await fails(
      addEventAttendees(ctx(incubator), ids.restricted, [ids['Sting Pending']]),
    );
    expect(pending.code).toBe('BAD_REQUEST');
    const foreign = await fails(
      addEventAttendees(ctx(incubator), ids.restricted, [ids['German Startup']]),
    );
    expect(foreign.code).toBe('BAD_REQUEST');
    const corp = await fails(
      addEventAttendees(ctx(incubator), ids.restricted, [ids['Nordic Corp']]),
    );
    expect(corp.code).toBe('FORBIDDEN');
  });

  it('an organiser adds a corporate; the host’s console lists attending companies only', async () => {
    const host = await hostActor([ids.restricted!]);
    const [row] = await addEventAttendees(ctx(host), ids.restricted, [ids['Nordic Corp']]);
    expect(row!.state).toBe('APPROVED');
    const listed = (await listCompanies(database.db, host, {})).items.map((c) => c.name).sort();
    expect(listed).toEqual(['Nordic Corp', 'Swedish Startup']);
  });

  it('refuses a grid change that drops marked slots, naming them; keeps one that does not', async () => {
    const e = eventInput(30, { restrictedTo: ['SE', 'FI'] });
    await setMyAvailability(database.db, users['Swedish Startup']!, ids.restricted, [5]);
    const shorter = {
      ...e,
      schedule: {
        ...e.schedule,
        sessions: [
          {
            start: e.schedule.sessions[0]!.start,
            end: new Date(Date.parse(e.schedule.sessions[0]!.start) + 3_600_000).toISOString(),
          },
        ],
      },
    };
    const error = await fails(updateEvent(database.db, root, ids.restricted, shorter));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(
      /drops 1 slot .* 1 participant has marked unavailable \(12:40 Europe\/Stockholm\)/,
    );
    const renamed = await updateEvent(database.db, root, ids.restricted, { ...e, name: 'Renamed' });
    expect(renamed.name).toBe('Renamed');
    const page = await listAttendees(database.db, root, ids.restricted, { role: 'startup' });
    expect(page.items[0]!.unavailableSlots).toEqual([5]);
  });

  it('a slot outside the grid is a 400 naming it', async () => {
    const error = await fails(
      setMyAvailability(database.db, users['Swedish Startup']!, ids.restricted, [99]),
    );
    expect(error.message).toMatch(/Slot 99 does not exist \(the event has 6 slots/);
  });

  it('POST /api/usermail/joinevent mails the person its state again, once per state', async () => {
    const actor = users['Nordic Corp']!;
    const fire = () =>
      fireMailTrigger({ db: database.db, publicUrl: URL }, 'usermail', 'joinevent', actor, {
        eventId: ids.restricted,
      });
    const first = await fire();
    const again = await fire();
    expect([first.queued + first.duplicates, again.queued]).toEqual([1, 0]);
    const outsider = users['German Startup']!;
    const refused = await fails(
      fireMailTrigger({ db: database.db, publicUrl: URL }, 'usermail', 'joinevent', outsider, {
        eventId: ids.restricted,
      }),
    );
    expect(refused.code).toBe('NOT_FOUND');
  });

  it('a startup withdraws, and may register again while registration is open', async () => {
    expect((await withdrawFromEvent(ctx(users['Swedish Startup']!), ids.restricted)).state).toBe(
      'WITHDRAWN',
    );
    expect((await joinEvent(ctx(users['Swedish Startup']!), ids.restricted)).state).toBe(
      'REGISTERED',
    );
  });
});
