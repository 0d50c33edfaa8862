import { and, eq } from 'drizzle-orm';
import type { AdminActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';
import { addEventAttendees, listAttendees } from '../../modules/events/attendees.service.ts';
import { answerPairing, requestPairing } from '../../modules/matchmaking/pairing.service.ts';
import { matches, needs } from '../../modules/matchmaking/matchmaking.tables.ts';
import { scoresForNeed } from '../../modules/matchmaking/scores.ts';
import { meetingsOfEvent } from '../../modules/meetings/agenda.service.ts';
import { publishSchedule } from '../../modules/meetings/publish.service.ts';
import { generateSchedule } from '../../modules/meetings/schedule.service.ts';
import { setMeetingStatus } from '../../modules/meetings/status.service.ts';

const STARTUPS = [
  'startup@matchday.test',
  'aurora@matchday.test',
  'birch@matchday.test',
  'cobalt@matchday.test',
  'dune@matchday.test',
];
const CORPORATES = [
  'corp@matchday.test',
  'hansa@matchday.test',
  'nordlys@matchday.test',
  'helsinki@matchday.test',
];

async function idsOf(tx: Db, emails: string[]) {
  const ids = await Promise.all(emails.map((e) => companyIdOfUser(tx, e)));
  return ids.filter((id): id is string => !!id);
}

/**
 * The upcoming event's draft schedule: the other demo corporates join, each approved
 * startup asks two of them for a meeting and the organiser accepts (pairing requests, the real
 * flow), then the schedule is generated — a draft ready to publish.
 */
export async function seedUpcomingSchedule(
  tx: Db,
  admin: AdminActor,
  publicUrl: string,
  eventId: string,
) {
  const ctx = { db: tx, actor: admin, publicUrl };
  const corporates = await idsOf(tx, CORPORATES.slice(1));
  await addEventAttendees(ctx, eventId, corporates);
  const approved = await listAttendees(tx, admin, eventId, { state: 'APPROVED', limit: 100 });
  const startups = approved.items.filter((a) => a.role === 'startup').map((a) => a.companyId);
  const messages = [
    'We would like to show you our pilot results in 20 minutes.',
    'Our customers in your sector cut costs by a fifth; could we compare notes?',
  ];
  for (const [i, startup] of startups.entries()) {
    for (const [k, corporate] of [
      corporates[i % corporates.length],
      corporates[(i + 1) % corporates.length],
    ].entries()) {
      if (!corporate) continue;
      const request = await requestPairing(
        ctx,
        eventId,
        { corporateId: corporate, message: messages[k]! },
        startup,
      ).catch(() => null);
      if (request) await answerPairing(ctx, request.id, true);
    }
  }
  await generateSchedule(tx, admin, eventId);
}

/** What each corporate looked for at the previous event (in the order of CORPORATES). */
const PREVIOUS_NEEDS = [
  {
    title: 'Smarter energy operations',
    description:
      'Software and sensors that forecast demand and cut energy use and downtime in our plants: artificial intelligence, energy storage and grid balancing.',
    industries: ['Energy', 'Artificial intelligence'],
  },
  {
    title: 'Digital services for our customers',
    description:
      'Payments, invoicing and logistics services our customers can use from their phones; fintech and transport ideas welcome.',
    industries: ['Fintech', 'Logistics and transport'],
  },
  {
    title: 'Healthier workplaces',
    description:
      'Medical technology and diagnostics that keep our staff healthy, from wearables to remote care.',
    industries: ['Medtech'],
  },
  {
    title: 'Sustainable city building',
    description:
      'New materials and construction methods that lower the carbon footprint of buildings and the energy they use.',
    industries: ['Materials', 'Construction and real estate', 'Energy'],
  },
];

/**
 * The previous event's needs, one published need per corporate, written directly: the need
 * services rightly refuse new needs at an event that is over. Kept when they exist already.
 */
async function previousNeeds(tx: Db, eventId: string, corporates: string[]) {
  const found = new Map<string, typeof needs.$inferSelect>();
  for (const [i, corporateId] of corporates.entries()) {
    const wanted = PREVIOUS_NEEDS[i % PREVIOUS_NEEDS.length]!;
    const [existing] = await tx
      .select()
      .from(needs)
      .where(and(eq(needs.eventId, eventId), eq(needs.corporateId, corporateId)));
    const need =
      existing ??
      (
        await tx
          .insert(needs)
          .values({ ...wanted, eventId, corporateId, wantedMeetings: 5, state: 'PUBLISHED' })
          .returning()
      )[0]!;
    found.set(corporateId, need);
  }
  return found;
}

/**
 * The previous event's published schedule: its participants' confirmed pairs, placed and
 * published, most meetings held, two no-shows and one cancelled. Each pair carries its
 * corporate's need and the engine's score and reasons for it. The pairs are written as
 * CONFIRMED matches directly: the matchmaking services rightly refuse choices on an event that is
 * over, and the demo needs one that happened.
 */
export async function seedPreviousSchedule(
  tx: Db,
  admin: AdminActor,
  publicUrl: string,
  eventId: string,
) {
  const ctx = { db: tx, actor: admin, publicUrl };
  const startups = await idsOf(tx, STARTUPS);
  const corporates = await idsOf(tx, CORPORATES);
  await addEventAttendees(ctx, eventId, [...startups, ...corporates]);
  const pairs: { startupId: string; corporateId: string; must: boolean }[] = [];
  for (const [i, startupId] of startups.entries()) {
    for (let k = 0; k < 3; k += 1) {
      const corporateId = corporates[(i + k) % corporates.length]!;
      pairs.push({ startupId, corporateId, must: k === 0 });
    }
  }
  const needOf = await previousNeeds(tx, eventId, corporates);
  const scores = new Map<string, Awaited<ReturnType<typeof scoresForNeed>>>();
  for (const [corporateId, need] of needOf) {
    scores.set(corporateId, await scoresForNeed(tx, need, startups));
  }
  for (const p of pairs) {
    const need = needOf.get(p.corporateId);
    const scored = scores.get(p.corporateId)?.get(p.startupId);
    const [existing] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.eventId, eventId),
          eq(matches.startupId, p.startupId),
          eq(matches.corporateId, p.corporateId),
        ),
      );
    if (existing) continue;
    await tx.insert(matches).values({
      eventId,
      needId: need?.id ?? null,
      startupId: p.startupId,
      corporateId: p.corporateId,
      source: 'ADMIN',
      state: 'CONFIRMED',
      choice: p.must ? 'MUST_MEET' : 'MEET',
      score: scored?.score ?? 0,
      reasons: scored?.reasons ?? [
        { kind: 'application', text: 'Confirmed by both at the event', weight: 0 },
      ],
      chosenAt: new Date(),
      respondedAt: new Date(),
    });
  }
  await generateSchedule(tx, admin, eventId);
  await publishSchedule(ctx, eventId);
  const meetings = (await meetingsOfEvent(tx, admin, eventId)).filter((m) => m.startsAt);
  for (const [i, m] of meetings.entries()) {
    if (i === 3) {
      await setMeetingStatus(ctx, m.id, {
        status: 'CANCELLED',
        reason: 'The corporate’s expert was ill; they met the week after',
      });
    } else {
      // The no-show names the side that did not come, as the organisers record it.
      const noShow = i % 6 === 5;
      await setMeetingStatus(
        ctx,
        m.id,
        noShow ? { status: 'NO_SHOW', absent: 'STARTUP' } : { status: 'HELD' },
      );
    }
  }
}
