// The templates these tests send belong to their rooms; loading them registers them.
import '../auth/auth.mail.ts';
import '../companies/companies.mail.ts';
import '../matchmaking/matchmaking.mail.ts';
import '../meetings/meetings.mail.ts';
import '../grants/grants.mail.ts';
import '../followup/followup.mail.ts';
import '../events/events.mail.ts';
import '../signing/signing.mail.ts';
import '../booking/booking.mail.ts';
import { dateInZone } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import type { Database } from '../../platform/db.ts';
import { smtpTransport } from '../../platform/mailer.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { users } from '../accounts/accounts.tables.ts';
import { createEvent, publishEvent } from '../events/events.service.ts';
import { joinEvent } from '../events/registration.service.ts';
import { agendaLine, icsMeeting, type AgendaEntry } from '../meetings/agenda.queries.ts';
import type { MeetingView } from '../meetings/meetings.views.ts';
import { adminOf } from '../../../test/actors.ts';
import { queueMail } from './mail.service.ts';
import { mailMessages } from './mail.tables.ts';
import { renderMail } from './templates/render.ts';

/** Every room's mails in the recipient's language: Swedish to a Swedish reader, English exact. */
let database: Database;
let smtp: TestSmtp;
const sv = 'sara@sprak.test';
const en = 'eddie@sprak.test';

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startTestSmtp();
  const company = await createCompany(database.db, {
    type: 'startup',
    name: 'Språk AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  for (const [email, name] of [
    [sv, 'Sara Svensson'],
    [en, 'Eddie English'],
  ] as const) {
    await createUser(database.db, { companyId: company.id, type: 'startup', email, name });
  }
  await database.db.update(users).set({ locale: 'sv' }).where(eq(users.email, sv));
  companyId = company.id;
});
let companyId = '';
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const link = 'http://localhost:3000/startup/events/e1';

describe('mails over SMTP in the recipient’s language', () => {
  it('sends the same mail in Swedish to a Swedish reader and in English to an English one', async () => {
    const worker = await startTestWorker(
      database,
      smtpTransport(smtp.url, 'Matchday <no-reply@matchday.test>'),
    );
    try {
      for (const to of [sv, en]) {
        await queueMail(database.db, {
          template: 'match',
          to,
          data: {
            name: 'Sara',
            companyName: 'Språk AB',
            corporateName: 'Volvo',
            needTitle: 'Batterier',
            eventName: 'Nordic Matchday',
            priority: 'MUST_MEET',
            link,
          },
          idempotencyKey: 'lang-match',
        });
      }
      const mails = await smtp.waitFor(2);
      const swedish = mails.find((m) => m.to.includes(sv))!;
      const english = mails.find((m) => m.to.includes(en))!;
      expect(swedish.subject).toBe('Volvo vill träffa er på Nordic Matchday');
      expect(swedish.text).toContain('Hej Sara!');
      expect(swedish.text).toContain(
        'Volvo har valt Språk AB för sitt behov ”Batterier” på Nordic Matchday, som ett måste-möte.',
      );
      expect(swedish.html).toContain('lang="sv"');
      expect(swedish.html).toContain('Bekräfta mötet');
      expect(swedish.text).not.toContain('wants to meet');
      expect(english.subject).toBe('Volvo wants to meet you at Nordic Matchday');
      expect(english.text).toContain(
        'Volvo chose Språk AB for its need “Batterier” at Nordic Matchday, as a must-meet.',
      );
    } finally {
      await worker.stop();
      await dropJobSchema(database, worker.schema);
    }
  });
});

describe('Swedish versions of the room mails', () => {
  it('account-active, grant-form, joinevent, signrequest', async () => {
    const active = await renderMail(
      'account-active',
      { companyName: 'Språk AB', type: 'startup', link },
      'sv',
    );
    expect(active.subject).toBe('Ditt konto på Matchday är aktivt');
    expect(active.text).toContain('Så här går du vidare:');
    const grant = await renderMail(
      'grant-form',
      {
        state: 'APPROVED',
        title: 'Batteripilot',
        startupName: 'Språk AB',
        corporateName: 'Volvo',
        link,
      },
      'sv',
    );
    expect(grant.subject).toBe('Ansökan om bidrag beviljad: Batteripilot');
    const join = await renderMail(
      'joinevent',
      {
        eventName: 'Nordic Matchday',
        companyName: 'Språk AB',
        state: 'DECLINED',
        reason: 'Fullt',
        when: '12 maj 2026, Stockholm',
        link,
      },
      'sv',
    );
    expect(join.subject).toBe('Anmälan avböjd: Nordic Matchday');
    expect(join.text).toContain('Deras motivering: Fullt');
    const sign = await renderMail(
      'signrequest',
      { title: 'Batteripilot', organisation: 'Volvo', link, expiresOn: '2026-12-24' },
      'sv',
    );
    expect(sign.subject).toBe('Skriv under avtalet om innovationsbidrag: Batteripilot');
    expect(sign.text).toContain('slutar gälla den 2026-12-24');
  });

  it('bookingupdate: a request, a decline with its reason, a counter-proposal', async () => {
    const data = {
      name: 'Sara',
      companyName: 'Språk AB',
      eventName: 'Nordic Matchday',
      counterpart: 'Volvo',
      when: '12 maj 2026, 09:20–09:40 (Europe/Stockholm)',
      link,
    };
    const request = await renderMail('bookingupdate', { ...data, kind: 'REQUEST' }, 'sv');
    expect(request.subject).toBe('Mötesförfrågan från Volvo på Nordic Matchday');
    expect(request.text).toContain('Hej Sara!');
    expect(request.text).toContain(
      'Volvo vill träffa er. Acceptera, avböj eller föreslå en annan tid.',
    );
    expect(request.text).toContain('När: 12 maj 2026, 09:20–09:40 (Europe/Stockholm)');
    expect(request.html).toContain('Öppna evenemanget');
    const declined = await renderMail(
      'bookingupdate',
      { ...data, kind: 'DECLINED', reason: 'Fullbokat' },
      'sv',
    );
    expect(declined.subject).toBe('Mötesförfrågan avböjd: Volvo på Nordic Matchday');
    expect(declined.text).toContain('Anledning: Fullbokat');
    const countered = await renderMail('bookingupdate', { ...data, kind: 'COUNTERED' }, 'sv');
    expect(countered.subject).toBe('En annan tid föreslagen: Volvo på Nordic Matchday');
    const english = await renderMail('bookingupdate', { ...data, kind: 'ACCEPTED' }, 'en');
    expect(english.subject).toBe('Meeting accepted: Volvo at Nordic Matchday');
    expect(english.text).toContain('Volvo accepted your meeting request. It is on your agenda.');
  });

  it('counts by the language’s plural rules', async () => {
    const data = (count: number, needs: number) => ({
      companyName: 'Volvo',
      eventName: 'Nordic Matchday',
      count,
      needs,
      link,
    });
    expect((await renderMail('suggested', data(1, 1), 'sv')).subject).toBe(
      '1 startup föreslagen för ert behov på Nordic Matchday',
    );
    expect((await renderMail('suggested', data(3, 2), 'sv')).subject).toBe(
      '3 startups föreslagna för era 2 behov på Nordic Matchday',
    );
    expect((await renderMail('suggested', data(3, 2), 'en')).subject).toBe(
      '3 startups suggested for your 2 needs at Nordic Matchday',
    );
    expect((await renderMail('suggested', data(1, 1), 'en')).subject).toBe(
      '1 startup suggested for your need at Nordic Matchday',
    );
    const meeting = { counterpartName: 'Volvo', eventName: 'Nordic Matchday', when: '12 maj' };
    const digest = await renderMail(
      'followuprequest',
      { companyName: 'Språk AB', meetings: [meeting, meeting], links: [link, link] },
      'sv',
    );
    expect(digest.subject).toBe('Vad ledde dina 2 möten på Nordic Matchday till?');
    expect(digest.text).toContain('Volvo på Nordic Matchday (12 maj)');
  });

  it('writes the agenda lines and the calendar entry in the reader’s language', () => {
    const entry = {
      view: {
        id: '00000000-0000-4000-8000-000000000001',
        status: 'CANCELLED',
        startsAt: new Date('2026-05-12T07:20:00Z'),
        endsAt: new Date('2026-05-12T07:40:00Z'),
        tableName: 'Bord 3',
        videoLink: null,
        cancelReason: 'Sjuk',
        sequence: 2,
      } as MeetingView,
      event: {
        id: 'e1',
        name: 'Nordic Matchday',
        timezone: 'Europe/Stockholm',
        venue: '',
        reminderMinutes: 15,
      },
      startupName: 'Språk AB',
      corporateName: 'Volvo',
      needTitle: 'Batterier',
      changedAt: new Date('2026-05-01T00:00:00Z'),
    } as AgendaEntry;
    expect(agendaLine(entry, 'startup', 'sv')).toBe(
      '12 maj 2026, 09:20–09:40 Bord 3 · Möte med Volvo (inställt)',
    );
    expect(agendaLine(entry, 'startup')).toBe(
      '12 May 2026, 09:20–09:40 Bord 3 · Meeting with Volvo (cancelled)',
    );
    const ics = icsMeeting(entry, 'corp', 'http://localhost:3000', 'sv');
    expect(ics.summary).toBe('Möte med Språk AB');
    expect(ics.description).toBe('Nordic Matchday\nBehov: Batterier\nInställt: Sjuk');
    expect(icsMeeting(entry, 'corp', 'http://localhost:3000').summary).toBe(
      'Meeting with Språk AB',
    );
  });
});

describe('dates a trigger writes into a mail', () => {
  it('are in each recipient’s language: the Swedish reader’s joinevent has a Swedish date', async () => {
    const root = adminOf('ADMIN');
    const startDate = '2027-05-12T07:00:00.000Z';
    const event = await createEvent(database.db, root, {
      name: 'Språkdagen',
      format: 'PHYSICAL',
      venue: 'Stockholm',
      timezone: 'Europe/Stockholm',
      startDate,
      endDate: '2027-05-12T15:00:00.000Z',
      schedule: {
        sessions: [{ start: '2027-05-12T08:00:00.000Z', end: '2027-05-12T10:00:00.000Z' }],
        meetingMinutes: 20,
        tables: 4,
      },
    });
    await publishEvent(database.db, root, event.id);
    const [person] = await database.db.select().from(users).where(eq(users.email, sv));
    await joinEvent(
      {
        db: database.db,
        actor: { kind: 'user', id: person!.id, type: 'startup', companyId },
        publicUrl: 'http://matchday.test',
      },
      event.id,
    );
    const rowOf = async (to: string) =>
      (
        await database.db
          .select()
          .from(mailMessages)
          .where(and(eq(mailMessages.recipient, to), eq(mailMessages.template, 'joinevent')))
      )[0]!;
    const swedish = await rowOf(sv);
    expect(swedish.locale).toBe('sv');
    expect(swedish.subject).toBe('Anmälan mottagen: Språkdagen');
    expect(swedish.data.when).toBe('12 maj 2027, Stockholm');
    expect(dateInZone(startDate, 'Europe/Stockholm', 'sv')).toBe('12 maj 2027');
    // The same date in English for an English reader of the same event.
    expect(dateInZone(startDate, 'Europe/Stockholm')).toBe('12 May 2027');
  });
});
