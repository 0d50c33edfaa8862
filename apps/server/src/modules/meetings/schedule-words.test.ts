import { dateInZone } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getEvent, updateEvent } from '../events/events.service.ts';
import { renderMail } from '../mail/templates/render.ts';
import { meetings } from './meetings.tables.ts';
import { publishSchedule } from './publish.service.ts';
import { generateSchedule } from './schedule.service.ts';
import { setMeetingStatus } from './status.service.ts';

/**
 * What the schedule says to people: a no-show names the side that did not come; a refused grid
 * change names the meetings it would drop; the schedule mail gives the date with the times and
 * its plain text carries each link once.
 */
let database: Database;
let f: MeetingsFixture;
const root = adminOf('ADMIN');
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://matchday.test' });

async function fails(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const rows = () => database.db.select().from(meetings).where(eq(meetings.eventId, f.eventId));

beforeAll(async () => {
  database = await testDatabase();
  f = await meetingsFixture(database.db, {
    startups: 2,
    corporates: 1,
    slots: 2,
    tables: 2,
    startInMinutes: -5,
    pairs: [
      [0, 0],
      [1, 0],
    ],
    tag: 'words',
  });
  await generateSchedule(database.db, root, f.eventId);
  await publishSchedule(ctx(root), f.eventId);
});
afterAll(() => database.close());

describe('a no-show names the side that did not come', () => {
  it('a corporate’s mark names the startup; an organiser says which side; held clears it', async () => {
    const first = (await rows()).reduce((a, b) => (a.startsAt! <= b.startsAt! ? a : b));
    const corp = f.corporates[0]!.user;
    const marked = await setMeetingStatus(ctx(corp), first.id, { status: 'NO_SHOW' });
    expect(marked.absentSide).toBe('STARTUP');

    const corrected = await setMeetingStatus(ctx(root), first.id, {
      status: 'NO_SHOW',
      absent: 'CORPORATE',
    });
    expect(corrected.absentSide).toBe('CORPORATE');
    const [row] = await database.db.select().from(meetings).where(eq(meetings.id, first.id));
    expect(row!.absentSide).toBe('CORPORATE');
    // Only the side changed: participants' calendars are not told again.
    expect(row!.sequence).toBe(marked.sequence);

    const held = await setMeetingStatus(ctx(root), first.id, { status: 'HELD' });
    expect(held.absentSide).toBeNull();
    const wrong = await fails(
      setMeetingStatus(ctx(root), first.id, { status: 'HELD', absent: 'STARTUP' }),
    );
    expect(wrong.message).toMatch(/Only a no-show names the side/);
  });
});

describe('a refused grid change names the meetings', () => {
  it('says which placed meetings the new grid would drop, by their parties', async () => {
    const event = await getEvent(database.db, root, f.eventId);
    const first = event.schedule.sessions[0]!;
    const shorter = new Date(new Date(first.start).getTime() + 20 * 60_000).toISOString();
    const error = await fails(
      updateEvent(database.db, root, f.eventId, {
        name: event.name,
        timezone: event.timezone,
        format: event.format,
        startDate: event.startDate.toISOString(),
        endDate: event.endDate.toISOString(),
        // One slot instead of two: the later meeting has nowhere to be.
        schedule: {
          sessions: [{ start: first.start, end: shorter }],
          meetingMinutes: 20,
          tables: 2,
        },
      }),
    );
    expect(error.code).toBe('CONFLICT');
    const later = (await rows()).reduce((a, b) => (a.startsAt! > b.startsAt! ? a : b));
    const startup = later.startupId === f.startups[0]!.id ? 'Startup words 0' : 'Startup words 1';
    expect(error.message).toMatch(
      new RegExp(
        `^This schedule would drop 1 placed meeting: ${startup} – Corp words 0 \\(\\d{2}:\\d{2}, table ${later.tableNo}\\)`,
      ),
    );
    expect(error.message).not.toMatch(/marked/);
  });
});

describe('the schedule mail', () => {
  it('lists each meeting with its date and times; the plain text has each link once', async () => {
    const event = await getEvent(database.db, root, f.eventId);
    const person = `corp0.0.words@meetings.test`;
    const [mail] = (await mailsTo(database.db, person)).filter(
      (m) => m.template === 'confirmedschedule',
    );
    const rendered = await renderMail('confirmedschedule', mail!.data);
    const first = (await rows()).reduce((a, b) => (a.startsAt! <= b.startsAt! ? a : b));
    const day = dateInZone(first.startsAt!.toISOString(), event.timezone);
    expect(rendered.text).toMatch(new RegExp(`${day}, \\d{2}:\\d{2}–\\d{2}:\\d{2}`));
    expect(rendered.html).toContain(day);
    const links = rendered.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links).size).toBe(links.length);
    expect(rendered.text).toContain(`Open your agenda: ${String(mail!.data.link)}`);
  });
});
