import { count } from 'drizzle-orm';
import type { AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';
import {
  addEventAttendees,
  decideAttendance,
  listAttendees,
} from '../../modules/events/attendees.service.ts';
import { joinEvent } from '../../modules/events/registration.service.ts';
import { setMyAvailability } from '../../modules/events/availability.service.ts';
import { setEventHosts } from '../../modules/events/event-hosts.service.ts';
import { createEvent, publishEvent } from '../../modules/events/events.service.ts';
import { events } from '../../modules/events/events.tables.ts';
import { seedDemoMatchmaking } from './demo-matchmaking.ts';
import { seedUpcomingBooking } from './demo-booking.ts';
import { seedPreviousSchedule, seedUpcomingSchedule } from './demo-meetings.ts';

const DAY = 86_400_000;

/** 00:00 UTC of the day `days` from now; Stockholm wall-clock hours are added in winter time. */
export function dayFromNow(days: number) {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(0, 0, 0, 0);
  return (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    // Europe/Stockholm is UTC+1 in winter, UTC+2 in summer: the instant of that wall time.
    const guess = new Date(d.getTime() + (h - 1) * 3_600_000 + m * 60_000);
    const shown = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Stockholm',
        hour: '2-digit',
        hour12: false,
      }).format(guess),
    );
    return new Date(guess.getTime() - (shown - h) * 3_600_000).toISOString();
  };
}

export async function userActor(tx: Db, email: string): Promise<UserActor | null> {
  const account = await findAccountByEmail(tx, 'user', email);
  const loaded = account && (await loadActorAccount(tx, 'user', account.id));
  return (loaded?.actor as UserActor | undefined) ?? null;
}

/**
 * The demo's events, made through the event services as the demo admins and participants: an
 * upcoming Nordic event (registration open; startups registered, two waiting for the host's
 * approval; the demo corporate added by the organiser; availability marked), a previous digital
 * event, and a draft. Only when no event exists yet (idempotent).
 */
export async function seedDemoEvents(tx: Db, admin: AdminActor, publicUrl: string) {
  const [existing] = await tx.select({ n: count() }).from(events);
  if ((existing?.n ?? 0) > 0) return;
  const ctx = (actor: AdminActor | UserActor) => ({ db: tx, actor, publicUrl });

  const at = dayFromNow(21);
  const upcoming = await createEvent(tx, admin, {
    name: 'Nordic Energy & Mobility Matchmaking',
    description:
      'One day of pre-scheduled one-to-one meetings between energy and mobility corporates, public bodies and Nordic startups. Corporates post their innovation needs; startups are suggested against them; every meeting is 20 minutes.',
    format: 'PHYSICAL',
    venue: 'Epicenter, Mäster Samuelsgatan 36, Stockholm',
    timezone: 'Europe/Stockholm',
    startDate: at('08:30'),
    endDate: at('17:00'),
    registrationClosesAt: new Date(Date.parse(at('08:30')) - 7 * DAY).toISOString(),
    selectionOpensAt: new Date(Date.now() - DAY).toISOString(),
    selectionClosesAt: new Date(Date.parse(at('08:30')) - 4 * DAY).toISOString(),
    restrictedTo: ['SE', 'FI', 'NO', 'DK'],
    schedule: {
      sessions: [
        { start: at('09:00'), end: at('12:00') },
        { start: at('13:00'), end: at('16:00') },
      ],
      pauses: [{ start: at('10:30'), end: at('10:45') }],
      meetingMinutes: 20,
      breakMinutes: 5,
      tables: 12,
      maxMeetingsPerParticipant: 8,
    },
  });
  await publishEvent(tx, admin, upcoming.id);
  const host = await findAccountByEmail(tx, 'admin', 'host@matchday.test');
  if (host) await setEventHosts(tx, admin, upcoming.id, [host.id]);

  const corp = await companyIdOfUser(tx, 'corp@matchday.test');
  if (corp) await addEventAttendees(ctx(admin), upcoming.id, [corp]);
  for (const email of [
    'startup@matchday.test',
    'aurora@matchday.test',
    'cobalt@matchday.test',
    'dune@matchday.test',
    'birch@matchday.test',
  ]) {
    const actor = await userActor(tx, email);
    if (actor) await joinEvent(ctx(actor), upcoming.id);
  }
  // The organiser approves three registrations; Aurora and Cobalt wait for the host.
  const registered = await listAttendees(tx, admin, upcoming.id, { state: 'REGISTERED' });
  for (const a of registered.items) {
    if (
      ['Northwind Robotics AB', 'Birch Analytics AB'].includes(a.company.name) ||
      a.company.country === 'FI'
    ) {
      await decideAttendance(ctx(admin), a.id, true);
    }
  }
  const stina = await userActor(tx, 'startup@matchday.test');
  if (stina) await setMyAvailability(tx, stina, upcoming.id, [0, 1, 12]);
  await seedDemoMatchmaking(tx, admin, publicUrl, upcoming.id);
  await seedUpcomingSchedule(tx, admin, publicUrl, upcoming.id);
  await seedUpcomingBooking(tx, admin, publicUrl, upcoming.id, userActor);

  const was = dayFromNow(-45);
  const previous = await createEvent(tx, admin, {
    name: 'Digital Health Innovation Day',
    description:
      'Online matchmaking between regional healthcare providers and health-tech startups. Meetings were held by video.',
    format: 'DIGITAL',
    meetingLink: 'https://meet.matchday.test/digital-health',
    timezone: 'Europe/Stockholm',
    startDate: was('09:00'),
    endDate: was('15:00'),
    schedule: {
      sessions: [{ start: was('09:30'), end: was('14:30') }],
      pauses: [{ start: was('12:00'), end: was('12:45') }],
      meetingMinutes: 25,
      breakMinutes: 5,
      tables: 20,
    },
  });
  await publishEvent(tx, admin, previous.id);
  const attended = await Promise.all(
    ['startup@matchday.test', 'aurora@matchday.test', 'corp@matchday.test'].map((e) =>
      companyIdOfUser(tx, e),
    ),
  );
  await addEventAttendees(
    ctx(admin),
    previous.id,
    attended.filter((id): id is string => !!id),
  );
  await seedPreviousSchedule(tx, admin, publicUrl, previous.id);

  const later = dayFromNow(120);
  await createEvent(tx, admin, {
    name: 'Smart Cities Matchmaking 2027',
    description:
      'Cities and utilities meet startups in urban mobility, water and energy. Draft: dates and grid to be confirmed.',
    format: 'HYBRID',
    venue: 'Göteborg',
    meetingLink: 'https://meet.matchday.test/smart-cities',
    timezone: 'Europe/Stockholm',
    startDate: later('09:00'),
    endDate: later('16:00'),
    schedule: {
      sessions: [{ start: later('09:30'), end: later('15:30') }],
      pauses: [{ start: later('12:00'), end: later('13:00') }],
      meetingMinutes: 30,
      breakMinutes: 0,
      tables: 8,
    },
  });
}
