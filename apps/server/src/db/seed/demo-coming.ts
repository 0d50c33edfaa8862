import { setEventReminders } from '../../modules/reminders/reminders.service.ts';
import { createVenueScreen } from '../../modules/liveday/venue-screen.service.ts';
import { eq } from 'drizzle-orm';
import type { AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';
import { addEventAttendees } from '../../modules/events/attendees.service.ts';
import { createEvent, publishEvent } from '../../modules/events/events.service.ts';
import { events } from '../../modules/events/events.tables.ts';
import { chooseSuggestion, needSuggestions } from '../../modules/matchmaking/choices.service.ts';
import { createNeed, setNeedState } from '../../modules/matchmaking/needs.service.ts';
import { answerPairing, requestPairing } from '../../modules/matchmaking/pairing.service.ts';
import {
  addSuggestion,
  publishSuggestions,
} from '../../modules/matchmaking/suggestions.service.ts';
import { publishSchedule } from '../../modules/meetings/publish.service.ts';
import { generateSchedule } from '../../modules/meetings/schedule.service.ts';
import { dayFromNow, userActor } from './demo-events.ts';

/** The online pitch day whose published schedule gives the personas a next meeting. */
export const PITCH_DAY = 'Nordic Climate Tech Pitch Day';
/** The published event nobody has joined yet: open to register. */
export const OPEN_EVENT = 'Circular Industry Matchmaking';

const DAY = 86_400_000;

async function ids(tx: Db, emails: string[]) {
  const found = await Promise.all(emails.map((e) => companyIdOfUser(tx, e)));
  return found.filter((id): id is string => !!id);
}

/**
 * What the personas' home pages show coming, through the services: an online
 * pitch day in ten days with a published schedule (Northwind meets Fjord and Nordlys; Aurora
 * meets Fjord), where Fjord has chosen Northwind for a need — a selection to confirm — and has
 * suggestions left to choose from; and a published event, registration open, nobody in it yet.
 * Only once (by name).
 */
export async function seedDemoComing(tx: Db, admin: AdminActor, publicUrl: string) {
  const [existing] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, PITCH_DAY))
    .limit(1);
  if (existing) return;
  const ctx = (actor: AdminActor | UserActor) => ({ db: tx, actor, publicUrl });
  const [northwind, aurora, fjord, nordlys] = await ids(tx, [
    'startup@matchday.test',
    'aurora@matchday.test',
    'corp@matchday.test',
    'nordlys@matchday.test',
  ]);
  const corp = await userActor(tx, 'corp@matchday.test');
  if (!northwind || !aurora || !fjord || !nordlys || !corp) return;

  const at = dayFromNow(10);
  const pitch = await createEvent(tx, admin, {
    name: PITCH_DAY,
    description:
      'A morning of 20-minute video meetings between Nordic energy corporates and climate-tech startups. Each meeting has its own video room; the link is on your agenda.',
    format: 'DIGITAL',
    meetingLink: 'https://meet.matchday.test/climate-pitch',
    timezone: 'Europe/Stockholm',
    startDate: at('09:00'),
    endDate: at('12:30'),
    selectionClosesAt: new Date(Date.parse(at('09:00')) - 2 * DAY).toISOString(),
    schedule: {
      sessions: [{ start: at('09:30'), end: at('12:00') }],
      meetingMinutes: 20,
      breakMinutes: 5,
      tables: 10,
    },
  });
  await publishEvent(tx, admin, pitch.id);
  await addEventAttendees(ctx(admin), pitch.id, [northwind, aurora, fjord, nordlys]);
  // The pairs that meet: each asked by the startup's side, accepted by the organisers.
  for (const [startup, corporate, message] of [
    [northwind, fjord, 'We would like to show our blade-inspection results from this winter.'],
    [northwind, nordlys, 'Our crawler robots could inspect your charging depots too.'],
    [aurora, fjord, 'Our grid forecasts could plan your storage pilot.'],
  ] as const) {
    const request = await requestPairing(
      ctx(admin),
      pitch.id,
      { corporateId: corporate, message },
      startup,
    );
    await answerPairing(ctx(admin), request.id, true);
  }
  await generateSchedule(tx, admin, pitch.id);
  await publishSchedule(ctx(admin), pitch.id);
  // Participants are reminded half an hour before each pitch meeting (their agenda shows the
  // check-in QR code and the reminders switch).
  await setEventReminders(tx, admin, pitch.id, 30);
  // Its venue screen's secret link exists (the check-in tab says so; the organisers make a new
  // one to see it: the link is shown only once, decision 108).
  await createVenueScreen(tx, admin, pitch.id);

  // Fjord's need at the pitch day: both startups suggested; it chose Northwind, which has yet to
  // confirm, and Aurora waits for Fjord's choice.
  const need = await createNeed(tx, corp, pitch.id, {
    title: 'Grid-scale storage pilots',
    description:
      'We plan two battery storage pilots next to our wind farms in 2027 and look for partners who forecast, control or inspect the sites.',
    industries: ['Energy'],
    technologies: ['Machine learning', 'Robotics'],
    wantedMeetings: 3,
  });
  await setNeedState(tx, corp, need.id, 'PUBLISHED');
  for (const startup of [northwind, aurora]) await addSuggestion(tx, admin, need.id, startup);
  await publishSuggestions(ctx(admin), pitch.id);
  const chosen = (await needSuggestions(tx, corp, need.id)).find((m) => m.startupId === northwind);
  if (chosen) await chooseSuggestion(ctx(corp), chosen.id, { choice: 'MEET' });

  const later = dayFromNow(50);
  const open = await createEvent(tx, admin, {
    name: OPEN_EVENT,
    description:
      'Manufacturers, recyclers and public buyers meet startups that keep materials in use: remanufacturing, material passports, recycled composites.',
    format: 'PHYSICAL',
    venue: 'Malmö Live, Dag Hammarskjölds torg 4, Malmö',
    timezone: 'Europe/Stockholm',
    startDate: later('09:00'),
    endDate: later('16:30'),
    registrationClosesAt: new Date(Date.parse(later('09:00')) - 10 * DAY).toISOString(),
    restrictedTo: ['SE', 'FI', 'NO', 'DK'],
    schedule: {
      sessions: [
        { start: later('09:30'), end: later('12:00') },
        { start: later('13:00'), end: later('16:00') },
      ],
      meetingMinutes: 20,
      breakMinutes: 5,
      tables: 16,
    },
  });
  await publishEvent(tx, admin, open.id);
}
