import './reminders.mail.ts';
import {
  atLocalTime,
  dateInZone,
  localDay,
  MORNING_MAIL_AT,
  RECENTLY_SIGNED_IN_MINUTES,
  timeInZone,
  type Locale,
} from '@matchday/shared';
import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { users } from '../accounts/accounts.read-model.ts';
import { usersSignedInSince } from '../auth/sessions.service.ts';
import { events } from '../events/events.read-model.ts';
import { queueMail } from '../mail/mail.service.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { agendaEntries, placeOf, type AgendaEntry } from '../meetings/agenda.queries.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { reminderOptOuts, reminderSends, type ReminderKind } from './reminders.tables.ts';

/**
 * The reminders before meetings and the morning-of mail, sent by a sweep every server instance
 * runs each minute (like the follow-up sweep, docs/decisions/059 and 100). Each reminder of each
 * person is claimed by inserting its `reminder_sends` row in the transaction that queues its
 * mail: two instances cannot both send it, and a crash before the commit leaves it for the next
 * sweep. The clock is a parameter, so tests drive it.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** What participants were told and still stands: never cancelled, never a no-show. */
const STANDING = ['CONFIRMED', 'HELD'] as const;

type Person = { id: string; email: string; name: string; companyId: string; type: string };

type Claim = {
  kind: ReminderKind;
  person: Person;
  eventId: string;
  meetingId: string | null;
  occasion: string;
};

async function peopleOf(db: Db, companyIds: string[]) {
  if (!companyIds.length) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      companyId: users.companyId,
      type: users.type,
    })
    .from(users)
    .where(and(inArray(users.companyId, companyIds), isNull(users.disabledAt)));
}

async function optedOut(db: Db, eventIds: string[]) {
  if (!eventIds.length) return new Set<string>();
  const rows = await db
    .select()
    .from(reminderOptOuts)
    .where(inArray(reminderOptOuts.eventId, eventIds));
  return new Set(rows.map((r) => `${r.userId}|${r.eventId}`));
}

async function claimedAlready(db: Db, kind: ReminderKind, eventIds: string[]) {
  if (!eventIds.length) return new Set<string>();
  const rows = await db
    .select()
    .from(reminderSends)
    .where(and(eq(reminderSends.kind, kind), inArray(reminderSends.eventId, eventIds)));
  return new Set(rows.map((r) => `${r.userId}|${r.meetingId ?? r.eventId}|${r.occasion}`));
}

const areaOf = (p: Person) => (p.type === 'corp' ? '/corporate' : '/startup');

/**
 * Claims one reminder and queues its mail in one transaction; answers whether it was sent here.
 * `inApp`: the person used the app in the last minutes — the notification alone.
 */
async function send(
  db: Db,
  claim: Claim,
  inApp: boolean,
  /** The mail's data in the recipient's language (dates, tables). */
  mail: { template: string; data: (locale: Locale) => Record<string, unknown>; path: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reminderSends)
      .values({
        kind: claim.kind,
        userId: claim.person.id,
        eventId: claim.eventId,
        meetingId: claim.meetingId,
        occasion: claim.occasion,
        via: inApp ? 'APP' : 'MAIL',
      })
      .onConflictDoNothing()
      .returning({ id: reminderSends.id });
    if (!row) return false;
    const locale = await recipientLocale(tx, claim.person.email);
    await queueMail(tx, {
      template: mail.template,
      to: claim.person.email,
      locale,
      data: mail.data(locale),
      idempotencyKey: `${claim.meetingId ?? claim.eventId}|${claim.occasion}`,
      notificationPath: mail.path,
      inAppOnly: inApp,
    });
    return true;
  });
}

function timeRange(e: AgendaEntry) {
  const zone = e.event.timezone;
  return `${timeInZone(e.view.startsAt!.toISOString(), zone)}–${timeInZone(e.view.endsAt!.toISOString(), zone)}`;
}

/** Meetings whose reminder lead has begun and that have not started. */
async function dueMeetings(db: Db, now: Date) {
  const rows = await db
    .select({ id: meetings.id, minutes: events.reminderMinutes })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(
      and(
        eq(events.published, true),
        gt(events.reminderMinutes, 0),
        ne(meetings.status, 'CANCELLED'),
        inArray(meetings.shownStatus, [...STANDING]),
        gt(meetings.shownStartsAt, now),
        lte(sql`${meetings.shownStartsAt} - make_interval(mins => ${events.reminderMinutes})`, now),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.minutes]));
}

async function sendMeetingReminders(db: Db, publicUrl: string, now: Date) {
  const due = await dueMeetings(db, now);
  if (!due.size) return 0;
  const entries = await agendaEntries(db, inArray(meetings.id, [...due.keys()]));
  const eventIds = [...new Set(entries.map((e) => e.event.id))];
  const people = await peopleOf(db, [
    ...new Set(entries.flatMap((e) => [e.view.startupId, e.view.corporateId])),
  ]);
  const [out, done, recent] = await Promise.all([
    optedOut(db, eventIds),
    claimedAlready(db, 'MEETING', eventIds),
    usersSignedInSince(
      db,
      people.map((p) => p.id),
      new Date(now.getTime() - RECENTLY_SIGNED_IN_MINUTES * MINUTE),
    ),
  ]);
  let sent = 0;
  for (const e of entries) {
    const occasion = e.view.startsAt!.toISOString();
    const minutes = Math.round((e.view.startsAt!.getTime() - now.getTime()) / MINUTE);
    for (const p of people) {
      const corp = p.companyId === e.view.corporateId;
      if (!corp && p.companyId !== e.view.startupId) continue;
      if (out.has(`${p.id}|${e.event.id}`) || done.has(`${p.id}|${e.view.id}|${occasion}`)) {
        continue;
      }
      const claim = {
        kind: 'MEETING' as const,
        person: p,
        eventId: e.event.id,
        meetingId: e.view.id,
        occasion,
      };
      const path = `${areaOf(p)}/events/${e.event.id}/agenda`;
      const ok = await send(db, claim, recent.has(p.id), {
        template: 'meetingreminder',
        path,
        data: (locale) => ({
          name: p.name,
          companyName: corp ? e.corporateName : e.startupName,
          counterpartName: corp ? e.startupName : e.corporateName,
          eventName: e.event.name,
          time: `${timeRange(e)} ${e.event.timezone}`,
          place: placeOf(e, locale),
          minutes: Math.max(1, Math.min(minutes, due.get(e.view.id) ?? minutes)),
          link: appUrl(publicUrl, path),
        }),
      });
      if (ok) sent++;
    }
  }
  return sent;
}

/**
 * Morning mails: for each event day on which a person's company has standing meetings, once
 * 07:00 has come in the event's zone and while the day's last meeting has not ended.
 */
async function sendMorningMails(db: Db, publicUrl: string, now: Date) {
  const entries = (
    await agendaEntries(
      db,
      and(
        eq(events.published, true),
        ne(meetings.status, 'CANCELLED'),
        inArray(meetings.shownStatus, [...STANDING]),
        gt(meetings.shownEndsAt, now),
        lte(meetings.shownStartsAt, new Date(now.getTime() + DAY)),
      )!,
    )
  ).filter((e) => {
    const zone = e.event.timezone;
    const today = localDay(now.getTime(), zone);
    if (localDay(e.view.startsAt!.getTime(), zone) !== today) return false;
    return now.getTime() >= atLocalTime(today, MORNING_MAIL_AT.hour, MORNING_MAIL_AT.minute, zone);
  });
  if (!entries.length) return 0;
  const eventIds = [...new Set(entries.map((e) => e.event.id))];
  const people = await peopleOf(db, [
    ...new Set(entries.flatMap((e) => [e.view.startupId, e.view.corporateId])),
  ]);
  const [out, done] = await Promise.all([
    optedOut(db, eventIds),
    claimedAlready(db, 'MORNING', eventIds),
  ]);
  let sent = 0;
  for (const eventId of eventIds) {
    const ofEvent = entries.filter((e) => e.event.id === eventId);
    const event = ofEvent[0]!.event;
    const occasion = localDay(now.getTime(), event.timezone);
    for (const p of people) {
      const mine = ofEvent.filter(
        (e) => e.view.startupId === p.companyId || e.view.corporateId === p.companyId,
      );
      if (!mine.length || out.has(`${p.id}|${eventId}`)) continue;
      if (done.has(`${p.id}|${eventId}|${occasion}`)) continue;
      const corp = p.type === 'corp';
      const path = `${areaOf(p)}/events/${eventId}/agenda`;
      const claim = { kind: 'MORNING' as const, person: p, eventId, meetingId: null, occasion };
      const ok = await send(db, claim, false, {
        template: 'morningmail',
        path,
        data: (locale) => ({
          name: p.name,
          companyName: corp ? mine[0]!.corporateName : mine[0]!.startupName,
          eventName: event.name,
          day: dateInZone(mine[0]!.view.startsAt!.toISOString(), event.timezone, locale),
          timezone: event.timezone,
          venue: event.venue,
          meetings: mine.map((e) => ({
            time: timeRange(e),
            counterpartName: corp ? e.startupName : e.corporateName,
            place: placeOf(e, locale),
          })),
          link: appUrl(publicUrl, path),
        }),
      });
      if (ok) sent++;
    }
  }
  return sent;
}

/** One pass of the sweep; answers how many reminders and morning mails it sent. */
export async function sendReminders(db: Db, publicUrl: string, now = new Date()) {
  const meeting = await sendMeetingReminders(db, publicUrl, now);
  const morning = await sendMorningMails(db, publicUrl, now);
  return { meeting, morning, sent: meeting + morning };
}
