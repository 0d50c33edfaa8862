import { dateInZone, timeInZone, type Locale } from '@matchday/shared';
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { needs } from '../matchmaking/matchmaking.read-model.ts';
import type { IcsMeeting } from './calendar/ics.ts';
import { meetingText, meetingWords } from './meeting-words.ts';
import { meetings } from './meetings.tables.ts';
import { meetingViews, type MeetingView } from './meetings.views.ts';

/** Published meetings with what an agenda, a mail or a calendar says about them. */

const startup = alias(companies, 'startup');
const corporate = alias(companies, 'corporate');

export type AgendaEntry = {
  view: MeetingView;
  event: { id: string; name: string; timezone: string; venue: string; reminderMinutes: number };
  startupName: string;
  corporateName: string;
  needTitle: string | null;
  changedAt: Date;
};

/** Published meetings matching `where` (the caller's reach), soonest first. */
export async function agendaEntries(db: Db, where: SQL, limit = 2000): Promise<AgendaEntry[]> {
  const rows = await db
    .select({
      meeting: meetings,
      event: {
        id: events.id,
        name: events.name,
        timezone: events.timezone,
        venue: events.venue,
        reminderMinutes: events.reminderMinutes,
        schedule: events.schedule,
        meetingLink: events.meetingLink,
        format: events.format,
      },
      startupName: startup.name,
      corporateName: corporate.name,
      needTitle: needs.title,
    })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .innerJoin(startup, eq(startup.id, meetings.startupId))
    .innerJoin(corporate, eq(corporate.id, meetings.corporateId))
    .leftJoin(needs, eq(needs.id, meetings.needId))
    .where(and(isNotNull(meetings.shownStatus), isNotNull(meetings.shownStartsAt), where))
    .orderBy(asc(meetings.shownStartsAt), asc(meetings.id))
    .limit(limit);
  // One view pass per event (its grid derived once), not one per meeting.
  const byEvent = new Map<string, typeof rows>();
  for (const r of rows) byEvent.set(r.event.id, [...(byEvent.get(r.event.id) ?? []), r]);
  const views = new Map<string, MeetingView>();
  for (const group of byEvent.values()) {
    const list = meetingViews(
      group[0]!.event,
      group.map((r) => r.meeting),
      false,
    );
    for (const v of list) views.set(v.id, v);
  }
  return rows.map((r) => ({
    view: views.get(r.meeting.id)!,
    event: {
      id: r.event.id,
      name: r.event.name,
      timezone: r.event.timezone,
      venue: r.event.venue,
      reminderMinutes: r.event.reminderMinutes,
    },
    startupName: r.startupName,
    corporateName: r.corporateName,
    needTitle: r.needTitle,
    changedAt: r.meeting.updatedAt,
  }));
}

export type Side = 'startup' | 'corp' | 'organiser';

/** Where a meeting is: its video link, else its table (and the venue). */
/** Where a meeting is held: its video link, else its table and the venue (in the reader's language). */
export function placeOf(e: AgendaEntry, locale: Locale = 'en') {
  if (e.view.videoLink) return e.view.videoLink;
  const { table, tableName } = e.view;
  // A table without a meeting point's name is "Table 3" in English (meetings.views): the reader's words.
  const named =
    table !== null && tableName === `Table ${table}`
      ? meetingText(locale, meetingWords.table, { number: table })
      : tableName;
  return [named, e.event.venue].filter(Boolean).join(', ') || null;
}

export function titleOf(e: AgendaEntry, side: Side, locale: Locale = 'en') {
  if (side === 'startup')
    return meetingText(locale, meetingWords.meetingWith, { company: e.corporateName });
  if (side === 'corp')
    return meetingText(locale, meetingWords.meetingWith, { company: e.startupName });
  return `${e.startupName} – ${e.corporateName}`;
}

/** One agenda line in the event's zone: "09:20–09:40 Table 3 · Meeting with Volvo". */
export function agendaLine(e: AgendaEntry, side: Side, locale: Locale = 'en') {
  const zone = e.event.timezone;
  const start = e.view.startsAt!.toISOString();
  const time = `${dateInZone(start, zone, locale)}, ${timeInZone(start, zone)}–${timeInZone(e.view.endsAt!.toISOString(), zone)}`;
  const line = `${time} ${placeOf(e, locale) ?? ''} · ${titleOf(e, side, locale)}`.replace(
    /\s+·/,
    ' ·',
  );
  return e.view.status === 'CANCELLED'
    ? meetingText(locale, meetingWords.cancelledLine, { line })
    : line;
}

/** A meeting as a calendar entry; its SUMMARY and DESCRIPTION in the reader's language. */
export function icsMeeting(
  e: AgendaEntry,
  side: Side,
  publicUrl: string,
  locale: Locale = 'en',
): IcsMeeting {
  const area = side === 'startup' ? '/startup' : side === 'corp' ? '/corporate' : '/admin';
  const description = [
    e.event.name,
    e.needTitle ? meetingText(locale, meetingWords.need, { title: e.needTitle }) : null,
    e.view.cancelReason
      ? meetingText(locale, meetingWords.cancelReason, { reason: e.view.cancelReason })
      : null,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    id: e.view.id,
    sequence: e.view.sequence,
    status: e.view.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
    start: e.view.startsAt!,
    end: e.view.endsAt!,
    summary: titleOf(e, side, locale),
    description,
    location: placeOf(e, locale),
    url: appUrl(publicUrl, `${area}/events/${e.event.id}/agenda`),
    changedAt: e.changedAt,
    alarmMinutes: e.event.reminderMinutes,
  };
}
