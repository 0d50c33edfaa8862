import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo } from '../../../test/http.ts';
import type { UserActor } from '../../platform/actor.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { notificationsOf } from '../mail/notification-store.service.ts';
import { addEventAttendees, decideAttendance } from './attendees.service.ts';
import { createEvent, publishEvent } from './events.service.ts';
import { joinEvent } from './registration.service.ts';

/**
 * An organiser's decision on a registration reaches the company (decision 074):
 * approval and decline (with the reason) by mail and notification, once each; a decline can be
 * undone (re-admitted), and that is told too.
 */
let database: Database;
const root = adminOf('ADMIN');
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://matchday.test' });
let eventId: string;
let startup: UserActor;
const team = ['ada@decisions.test', 'bo@decisions.test'];

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const joinevents = async (to: string) =>
  (await mailsTo(database.db, to)).filter((m) => m.template === 'joinevent') as unknown as {
    data: { state: string; reason?: string };
  }[];

beforeAll(async () => {
  database = await testDatabase();
  const day = Date.now() + 30 * 86_400_000;
  const at = (h: number) => new Date(day + h * 3_600_000).toISOString();
  const event = await createEvent(database.db, root, {
    name: 'Decisions Day',
    format: 'PHYSICAL',
    venue: 'Stockholm',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(3) }], meetingMinutes: 20, tables: 4 },
  });
  await publishEvent(database.db, root, event.id);
  eventId = event.id;
  const c = await createCompany(database.db, {
    type: 'startup',
    name: 'Declined Robotics',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  const ids = [];
  for (const email of team) {
    const u = await createUser(database.db, {
      companyId: c.id,
      type: 'startup',
      email,
      name: email.split('@')[0]!,
      verified: true,
    });
    ids.push(u.id);
  }
  startup = { kind: 'user', id: ids[0]!, type: 'startup', companyId: c.id };
});
afterAll(() => database.close());

describe('decideAttendance', () => {
  let attendanceId: string;

  it('a decline with a reason is mailed to the attending member, with the reason, and notified', async () => {
    const registration = await joinEvent(ctx(startup), eventId);
    attendanceId = registration.id;
    const reason = 'This edition is for hardware startups in the Nordics only.';
    const declined = await decideAttendance(ctx(root), attendanceId, false, reason);
    expect(declined.state).toBe('DECLINED');
    expect(declined.declineReason).toBe(reason);
    // Ada registered, so she is the member who attends and is told; Bo is not on the list.
    const mails = await joinevents(team[0]!);
    expect(mails.map((m) => m.data.state)).toEqual(['REGISTERED', 'DECLINED']);
    expect(mails[1]!.data.reason).toBe(reason);
    expect(await joinevents(team[1]!)).toEqual([]);
    const { rows } = await notificationsOf(database.db, team[0]!, 10, null);
    expect(rows.map((n) => n.title)).toContain('Registration declined: Decisions Day');
    expect(rows.find((n) => n.title.startsWith('Registration declined'))!.path).toBe(
      `/startup/events/${eventId}`,
    );
    // Declining again changes and mails nothing.
    await decideAttendance(ctx(root), attendanceId, false, 'Another reason');
    expect(await joinevents(team[0]!)).toHaveLength(2);
    // The startup cannot register again on its own.
    expect((await fails(joinEvent(ctx(startup), eventId))).message).toMatch(/declined/);
  });

  it('a reason is checked: too long is a 400 naming the field', async () => {
    const error = await fails(decideAttendance(ctx(root), attendanceId, false, 'x'.repeat(1001)));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/at most 1000 characters/);
  });

  it('the decline is undone (re-admitted): approved, the reason cleared, and told again', async () => {
    const readmitted = await decideAttendance(ctx(root), attendanceId, true);
    expect(readmitted.state).toBe('APPROVED');
    expect(readmitted.declineReason).toBeNull();
    expect((await joinevents(team[0]!)).map((m) => m.data.state)).toEqual([
      'REGISTERED',
      'DECLINED',
      'APPROVED',
    ]);
    // Declined and re-admitted once more: each decision is its own mail, once.
    await decideAttendance(ctx(root), attendanceId, false, 'Mistake, sorry');
    await decideAttendance(ctx(root), attendanceId, true);
    await decideAttendance(ctx(root), attendanceId, true);
    expect((await joinevents(team[0]!)).map((m) => m.data.state)).toEqual([
      'REGISTERED',
      'DECLINED',
      'APPROVED',
      'DECLINED',
      'APPROVED',
    ]);
    // Adding a company already approved changes nothing and sends nothing.
    await addEventAttendees(ctx(root), eventId, [startup.companyId]);
    expect(await joinevents(team[0]!)).toHaveLength(5);
  });
});
