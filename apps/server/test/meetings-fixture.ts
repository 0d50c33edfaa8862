import { inArray } from 'drizzle-orm';
import type { Actor, UserActor } from '../src/platform/actor.ts';
import type { Db } from '../src/platform/db.ts';
import { createCompany, createUser } from '../src/modules/accounts/accounts.service.ts';
import { addEventAttendees } from '../src/modules/events/attendees.service.ts';
import { createEvent, publishEvent } from '../src/modules/events/events.service.ts';
import { attendances } from '../src/modules/events/events.tables.ts';
import { matches } from '../src/modules/matchmaking/matchmaking.tables.ts';
import { adminOf } from './actors.ts';

/**
 * An event with approved startups and corporates and CONFIRMED matches between them (the
 * scheduler's input), for the meetings tests and bench. Matches are written as rows: how they
 * come about is matchmaking's business, tested there.
 */
export type MeetingsFixture = {
  eventId: string;
  startups: { id: string; user: UserActor }[];
  corporates: { id: string; user: UserActor }[];
  matchIds: string[];
  root: Actor;
};

const MINUTE = 60_000;

export type FixtureOptions = {
  startups: number;
  corporates: number;
  /** [startup index, corporate index, must meet?] */
  pairs: [number, number, boolean?][];
  /** Minutes from now of the first session's start (negative: it has begun). */
  startInMinutes?: number;
  slots?: number;
  tables?: number;
  format?: 'PHYSICAL' | 'DIGITAL' | 'HYBRID';
  meetingLink?: string;
  tag?: string;
  /** Users per company. */
  people?: number;
};

export async function meetingsFixture(db: Db, o: FixtureOptions): Promise<MeetingsFixture> {
  const root = adminOf('ADMIN');
  const tag = o.tag ?? Math.random().toString(36).slice(2, 8);
  const slots = o.slots ?? 6;
  const start =
    Math.floor((Date.now() + (o.startInMinutes ?? 30 * 24 * 60) * MINUTE) / MINUTE) * MINUTE;
  const at = (m: number) => new Date(start + m * MINUTE).toISOString();
  const event = await createEvent(db, root, {
    name: `Meetings ${tag}`,
    timezone: 'Europe/Stockholm',
    format: o.format ?? 'PHYSICAL',
    ...(o.meetingLink ? { meetingLink: o.meetingLink } : {}),
    startDate: at(-60),
    endDate: at(slots * 20 + 60),
    schedule: {
      sessions: [{ start: at(0), end: at(slots * 20) }],
      meetingMinutes: 20,
      tables: o.tables ?? 10,
    },
  });
  await publishEvent(db, root, event.id);
  const make = async (type: 'startup' | 'corp', i: number) => {
    const name = `${type === 'corp' ? 'Corp' : 'Startup'} ${tag} ${i}`;
    const c = await createCompany(db, { type, name, country: 'SE', activityStatus: 'ACTIVE' });
    let user: UserActor | null = null;
    for (let p = 0; p < (o.people ?? 1); p += 1) {
      const u = await createUser(db, {
        companyId: c.id,
        type,
        email: `${type}${i}.${p}.${tag}@meetings.test`.toLowerCase(),
        name: `${name} Person ${p}`,
        verified: true,
      });
      user ??= { kind: 'user', id: u.id, type, companyId: c.id };
    }
    return { id: c.id, user: user! };
  };
  const startups: MeetingsFixture['startups'] = [];
  for (let i = 0; i < o.startups; i += 1) startups.push(await make('startup', i));
  const corporates: MeetingsFixture['corporates'] = [];
  for (let i = 0; i < o.corporates; i += 1) corporates.push(await make('corp', i));
  const ctx = { db, actor: root, publicUrl: 'http://matchday.test' };
  const all = [...startups, ...corporates].map((c) => c.id);
  for (let i = 0; i < all.length; i += 500) {
    await addEventAttendees(ctx, event.id, all.slice(i, i + 500));
  }
  await db
    .update(attendances)
    .set({ state: 'APPROVED' })
    .where(inArray(attendances.companyId, all));
  const rows = o.pairs.map(([s, c, must]) => ({
    eventId: event.id,
    startupId: startups[s]!.id,
    corporateId: corporates[c]!.id,
    source: 'ADMIN' as const,
    state: 'CONFIRMED' as const,
    choice: must ? ('MUST_MEET' as const) : ('MEET' as const),
  }));
  const matchIds: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(matches)
      .values(rows.slice(i, i + 1000))
      .returning({ id: matches.id });
    matchIds.push(...inserted.map((r) => r.id));
  }
  return { eventId: event.id, startups, corporates, matchIds, root };
}
