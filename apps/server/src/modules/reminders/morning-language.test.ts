// The accounts' language lookup (registered by auth's mail module) and the reminders' templates.
import '../auth/auth.mail.ts';
import { atLocalTime, dateInZone, localDay } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { meetingsFixture } from '../../../test/meetings-fixture.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import type { Database } from '../../platform/db.ts';
import { smtpTransport } from '../../platform/mailer.ts';
import { users } from '../accounts/accounts.tables.ts';
import { publishSchedule } from '../meetings/publish.service.ts';
import { generateSchedule } from '../meetings/schedule.service.ts';
import { sendReminders } from './sweep.service.ts';

/*
 * The morning mail and the reminder in the recipient's language, read from a real SMTP server:
 * the day through the one date helper (Swedish month names), the table in Swedish, and the
 * English reader's mail unchanged.
 */
const ZONE = 'Europe/Stockholm';
const URL_ = 'http://matchday.test';
const MINUTE = 60_000;
const root = adminOf('ADMIN');
const sv = 'startup0.0.morgon@meetings.test';
const en = 'corp0.0.morgon@meetings.test';
let database: Database;
let smtp: TestSmtp;
let day = '';
let first = 0;

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startTestSmtp();
  day = localDay(Date.now() + 24 * 3600_000, ZONE);
  first = atLocalTime(day, 10, 0, ZONE);
  const f = await meetingsFixture(database.db, {
    startups: 1,
    corporates: 1,
    slots: 2,
    tables: 2,
    people: 1,
    startInMinutes: Math.round((first - Date.now()) / MINUTE),
    pairs: [[0, 0]],
    tag: 'morgon',
  });
  await database.db.update(users).set({ locale: 'sv' }).where(eq(users.email, sv));
  await generateSchedule(database.db, root, f.eventId);
  await publishSchedule({ db: database.db, actor: root, publicUrl: URL_ }, f.eventId);
}, 60_000);
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('the morning mail in the recipient’s language', () => {
  it('writes the day and the table in Swedish to a Swedish reader, in English to an English one', async () => {
    const all = await database.db.select({ email: users.email }).from(users);
    expect(all.map((u) => u.email).sort()).toEqual([en, sv].sort());
    const sent = await sendReminders(database.db, URL_, new Date(atLocalTime(day, 7, 0, ZONE)));
    expect(sent.morning).toBe(2);
    const worker = await startTestWorker(
      database,
      smtpTransport(smtp.url, 'Matchday <no-reply@matchday.test>'),
    );
    try {
      // The fixture's own mails (attendance, schedule) go out too: the morning mails are found
      // by their recipients and subjects.
      const morning = (to: string, subject: RegExp) =>
        smtp.received.find((m) => m.to.includes(to) && subject.test(m.subject));
      const deadline = Date.now() + 30_000;
      while (!(morning(sv, /^I dag på/) && morning(en, /^Today at/)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const swedish = morning(sv, /^I dag på/)!;
      const english = morning(en, /^Today at/)!;
      expect(swedish).toBeDefined();
      expect(english).toBeDefined();
      const iso = new Date(first).toISOString();
      const svDay = dateInZone(iso, ZONE, 'sv');
      const enDay = dateInZone(iso, ZONE, 'en');
      expect(svDay).toMatch(/^\d{1,2} (jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec) \d{4}$/);
      expect(swedish.subject).toBe('I dag på Meetings morgon: 1 möte');
      expect(swedish.text).toContain(`Startup morgon 0s möten den ${svDay} (tider i ${ZONE}):`);
      expect(swedish.text).toMatch(/\d\d:\d\d–\d\d:\d\d — Corp morgon 0 — Bord \d/);
      expect(swedish.text).not.toMatch(/Table \d/);
      expect(swedish.text).not.toContain(enDay === svDay ? '\u0000' : enDay);
      expect(english.subject).toBe('Today at Meetings morgon: 1 meeting');
      expect(english.text).toContain(`Corp morgon 0’s meetings on ${enDay} (times in ${ZONE}):`);
      expect(english.text).toMatch(/\d\d:\d\d–\d\d:\d\d — Startup morgon 0 — Table \d/);
    } finally {
      await worker.stop();
      await dropJobSchema(database, worker.schema);
    }
  });
});
