import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { smtpTransport } from '../../platform/mailer.ts';
import { notificationsOf } from '../mail/notification-store.service.ts';
import type { MailWorker } from '../mail/mail.worker.ts';
import { meetings } from './meetings.tables.ts';
import { moveMeeting } from './placement.service.ts';
import { publishSchedule } from './publish.service.ts';
import { generateSchedule } from './schedule.service.ts';
import { setMeetingStatus } from './status.service.ts';

/**
 * Everyone told (issue 27, decision 074): after publication each change to a meeting reaches
 * each member of both companies once, by mail (read here from a real SMTP server) and as a
 * notification, with the reason; before publication nothing is sent.
 */
let database: Database;
let smtp: TestSmtp;
let worker: MailWorker;
const root = adminOf('ADMIN');
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: 'http://matchday.test' });

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startTestSmtp();
  worker = await startTestWorker(
    database,
    smtpTransport(smtp.url, 'Matchday <no-reply@matchday.test>'),
  );
});
afterAll(async () => {
  const schema = worker.schema;
  await worker.stop();
  await smtp.close();
  await dropJobSchema(database, schema);
  await database.close();
});

type Mail = { recipient: string; subject: string; data: Record<string, unknown> };

/** The outbox rows of a template to the fixture's addresses (tagged). */
async function outbox(template: string, tag: string): Promise<Mail[]> {
  const result = await database.db.execute(
    sql`select recipient, subject, data from mail_messages where template = ${template} and recipient like ${`%.${tag}@%`} order by created_at`,
  );
  return (result as unknown as { rows: Mail[] }).rows;
}

async function meetingOf(f: MeetingsFixture, s: number, c: number) {
  const [m] = await database.db
    .select()
    .from(meetings)
    .where(
      and(eq(meetings.startupId, f.startups[s]!.id), eq(meetings.corporateId, f.corporates[c]!.id)),
    );
  return m!;
}

/** The mails the SMTP server received whose subject matches, to one address or anyone. */
const subjects = (subject: RegExp, to?: string) =>
  smtp.received.filter((r) => subject.test(r.subject) && (!to || r.to.includes(to)));

const address = (type: 'startup' | 'corp', i: number, p: number, tag: string) =>
  `${type}${i}.${p}.${tag}@meetings.test`;

describe('on the day (a meeting that has begun)', () => {
  let f: MeetingsFixture;
  beforeAll(async () => {
    // Two people per company; the one slot began five minutes ago ([0, 1] cannot fit).
    f = await meetingsFixture(database.db, {
      startups: 2,
      corporates: 2,
      slots: 1,
      tables: 2,
      startInMinutes: -5,
      people: 2,
      pairs: [
        [0, 0],
        [1, 1],
        [0, 1],
      ],
      tag: 'day27',
    });
    await generateSchedule(database.db, root, f.eventId);
  });

  it('before publication nothing is sent: a cancellation of the draft mails nobody', async () => {
    const m = await meetingOf(f, 0, 1);
    await setMeetingStatus(ctx(root), m.id, { status: 'CANCELLED', reason: 'Draft tidying' });
    expect(await outbox('meetingchanged', 'day27')).toHaveLength(0);
    const published = await publishSchedule(ctx(root), f.eventId);
    expect(published.published).toBe(2);
    // The publication mails each of the 8 people its agenda, nothing else.
    await eventually(() => expect(subjects(/meeting schedule/)).toHaveLength(8));
    expect(await outbox('meetingchanged', 'day27')).toHaveLength(0);
  });

  it('a corporate cancels: the startup’s members and the other corporate member are told once, with the reason', async () => {
    const m = await meetingOf(f, 0, 0);
    const corp = f.corporates[0]!.user; // corp0.0
    const reason = 'Our expert is ill today';
    await setMeetingStatus(ctx(corp), m.id, { status: 'CANCELLED', reason });
    // Asked again: nothing changed, nothing is sent.
    await setMeetingStatus(ctx(corp), m.id, { status: 'CANCELLED', reason });
    const rows = await outbox('meetingchanged', 'day27');
    expect(rows.map((r) => r.recipient).sort()).toEqual(
      [
        address('corp', 0, 1, 'day27'),
        address('startup', 0, 0, 'day27'),
        address('startup', 0, 1, 'day27'),
      ].sort(),
    );
    const mail = await eventually(() => {
      const got = subjects(/^Meeting cancelled/, address('startup', 0, 1, 'day27'));
      expect(got).toHaveLength(1);
      return got[0]!;
    });
    expect(mail.subject).toBe(`Meeting cancelled: Corp day27 0 at Meetings day27`);
    expect(mail.text).toContain('Corp day27 0 cancelled your meeting.');
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.text).toMatch(
      /When: \d+ \w+ \d{4}, \d\d:\d\d–\d\d:\d\d \(Europe\/Stockholm\), Table \d/,
    );
    // The in-app copy: the subject, leading to the startup's agenda.
    const { rows: notices } = await notificationsOf(
      database.db,
      address('startup', 0, 1, 'day27'),
      10,
      null,
    );
    const notice = notices.find((n) => n.template === 'meetingchanged');
    expect(notice!.title).toBe(mail.subject);
    expect(notice!.path).toBe(`/startup/events/${f.eventId}/agenda`);
    // Once: three arrive, and no second one for anybody.
    await eventually(() => expect(subjects(/^Meeting cancelled/)).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 1500));
    expect(subjects(/^Meeting cancelled/)).toHaveLength(3);
  });

  it('a no-show is told to the other side (and a corrected no-show again); held is not news', async () => {
    const m = await meetingOf(f, 1, 1);
    const corp = f.corporates[1]!.user; // corp1.0
    await setMeetingStatus(ctx(corp), m.id, {
      status: 'NO_SHOW',
      reason: 'Nobody came to table 2',
    });
    let rows = (await outbox('meetingchanged', 'day27')).filter((r) =>
      r.subject.includes('no-show'),
    );
    expect(rows.map((r) => r.recipient).sort()).toEqual(
      [
        address('corp', 1, 1, 'day27'),
        address('startup', 1, 0, 'day27'),
        address('startup', 1, 1, 'day27'),
      ].sort(),
    );
    expect(rows[0]!.subject).toBe('Meeting marked as a no-show: Corp day27 1 at Meetings day27');
    expect(rows.find((r) => r.recipient === address('startup', 1, 0, 'day27'))!.data).toMatchObject(
      {
        change: 'NO_SHOW',
        by: 'Corp day27 1',
        counterpart: 'Corp day27 1',
        reason: 'Nobody came to table 2',
      },
    );
    // The organisers correct it: everyone of both sides hears it took place.
    await setMeetingStatus(ctx(root), m.id, { status: 'HELD' });
    rows = (await outbox('meetingchanged', 'day27')).filter((r) => r.subject.includes('held'));
    expect(rows).toHaveLength(4);
    expect(rows[0]!.data).toMatchObject({ change: 'HELD', by: 'The organisers' });
    // Marking held again changes nothing and sends nothing.
    await setMeetingStatus(ctx(root), m.id, { status: 'HELD' });
    expect(await outbox('meetingchanged', 'day27')).toHaveLength(3 + 3 + 4);
  });
});

describe('moved by hand after publishing', () => {
  it('the next publication tells both sides, with the old and the new time; nobody else', async () => {
    const f = await meetingsFixture(database.db, {
      startups: 2,
      corporates: 2,
      slots: 3,
      tables: 2,
      pairs: [
        [0, 0],
        [1, 1],
      ],
      tag: 'move27',
    });
    await generateSchedule(database.db, root, f.eventId);
    await publishSchedule(ctx(root), f.eventId);
    const m = await meetingOf(f, 0, 0);
    const other = await meetingOf(f, 1, 1);
    // The one cell neither meeting is in, nor shares a slot with the other meeting's parties.
    const taken = new Set([
      `${m.startsAt!.toISOString()}|${m.tableNo}`,
      `${other.startsAt!.toISOString()}|${other.tableNo}`,
    ]);
    let moved = null;
    for (let slot = 0; slot < 3 && !moved; slot += 1) {
      for (let table = 1; table <= 2 && !moved; table += 1) {
        moved = await moveMeeting(database.db, root, m.id, { slot, table }).catch(() => null);
        if (moved && taken.has(`${moved.startsAt!.toISOString()}|${moved.table}`)) moved = null;
      }
    }
    expect(moved).not.toBeNull();
    // A draft change: nobody is told until the organisers publish.
    expect((await outbox('confirmedschedule', 'move27')).length).toBe(4);
    const result = await publishSchedule(ctx(root), f.eventId);
    expect(result).toMatchObject({ changed: 1, mailed: 2 });
    const mails = await outbox('confirmedschedule', 'move27');
    const changed = mails.filter((r) => r.subject.endsWith('has changed'));
    expect(changed.map((r) => r.recipient).sort()).toEqual(
      [address('corp', 0, 0, 'move27'), address('startup', 0, 0, 'move27')].sort(),
    );
    const [row] = await database.db.select().from(meetings).where(eq(meetings.id, m.id));
    const clock = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Stockholm',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(d);
    const startup = changed.find((r) => r.recipient.startsWith('startup'))!;
    const lines = (startup.data as { changes: string[] }).changes;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Moved by the organisers: Meeting with Corp move27 0, was .*${clock(m.startsAt!)}–${clock(m.endsAt!)} \\(Europe/Stockholm\\), Table ${m.tableNo}, now .*${clock(row!.startsAt!)}–${clock(row!.endsAt!)} \\(Europe/Stockholm\\), Table ${row!.tableNo}$`,
      ),
    );
    // Delivered over SMTP with the change written out.
    const text = await eventually(() => {
      const got = smtp.received.filter(
        (r) => r.subject.endsWith('has changed') && r.to.includes(address('corp', 0, 0, 'move27')),
      );
      expect(got).toHaveLength(1);
      return got[0]!.text;
    });
    expect(text).toContain('Moved by the organisers: Meeting with Startup move27 0, was ');
    // Publishing again tells nobody anything.
    expect(await publishSchedule(ctx(root), f.eventId)).toMatchObject({ changed: 0, mailed: 0 });
  });
});
