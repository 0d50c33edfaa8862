import {
  dateInZone,
  timeInZone,
  type EventFormat,
  type Locale,
  type ScheduleGrid,
} from '@matchday/shared';
import { and, inArray, isNull, eq } from 'drizzle-orm';
import { appUrl } from '../../platform/app-links.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { companyName, companyNames } from '../accounts/accounts.queries.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { queueMail } from '../mail/mail.service.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { meetingText, meetingWords } from './meeting-words.ts';
import type { MeetingRow } from './meetings.views.ts';

/**
 * Telling people what changed in their published meetings (decision 074): the words
 * for a placement and the `meetingchanged` mails of a status change between publications.
 */

type EventLike = {
  id: string;
  name: string;
  timezone: string;
  schedule: ScheduleGrid;
  format?: EventFormat;
};

/**
 * "12 May 2026, 09:20–09:40 (Europe/Stockholm), Table 3" — in the event's zone; an online
 * event's meetings are "…, online" (their video links are on the agenda), never at a table.
 */
export function placementText(
  event: Pick<EventLike, 'timezone' | 'schedule' | 'format'>,
  at: { startsAt: Date; endsAt: Date; tableNo: number | null },
  locale: Locale = 'en',
) {
  const zone = event.timezone;
  const start = at.startsAt.toISOString();
  const time = `${dateInZone(start, zone, locale)}, ${timeInZone(start, zone)}–${timeInZone(at.endsAt.toISOString(), zone)} (${zone})`;
  const table =
    event.format === 'DIGITAL'
      ? meetingText(locale, meetingWords.online)
      : at.tableNo === null
        ? null
        : event.schedule.meetingPoints[at.tableNo - 1]?.trim() ||
          meetingText(locale, meetingWords.table, { number: at.tableNo });
  return table ? `${time}, ${table}` : time;
}

/** A status change participants are told of: a cancellation, a no-show, a no-show undone. */
export function toldChange(before: string | null, after: string) {
  if (!before || before === after || before === 'CANCELLED') return null;
  if (after === 'CANCELLED' || after === 'NO_SHOW') return after;
  if (after === 'HELD' && before === 'NO_SHOW') return 'HELD';
  return null;
}

/** The active members of some companies, with their company's name and type. */
export async function membersOf(tx: Db, companyIds: string[]) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      companyId: users.companyId,
      type: companies.type,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(inArray(users.companyId, companyIds), isNull(users.disabledAt)));
}

/** Who made a change, as the other side reads it (in the reader's language). */
async function byWhom(tx: Db, actor: Actor, names: Map<string, string>, startupId: string) {
  if (actor?.kind === 'user' && actor.companyId) {
    const known = names.get(actor.companyId) ?? (await companyName(tx, actor.companyId));
    return (locale: Locale) => known ?? meetingText(locale, meetingWords.aParticipant);
  }
  if (actor?.kind === 'admin' && actor.adminType === 'INCUBATOR') {
    const startup = names.get(startupId);
    return (locale: Locale) =>
      meetingText(locale, meetingWords.incubatorOf, {
        startup: startup ?? meetingText(locale, meetingWords.theStartup),
      });
  }
  return (locale: Locale) => meetingText(locale, meetingWords.theOrganisers);
}

/**
 * Queues `meetingchanged` for a published meeting whose status participants saw changed
 * (`before` → `after.shownStatus`): one per active member of both companies but the person who
 * made the change, with its reason, keyed by the meeting's new SEQUENCE — one mail per person
 * per change.
 * Returns how many were queued (0: nothing participants are told of).
 */
export async function queueMeetingChangeMails(
  tx: Db,
  publicUrl: string,
  actor: Actor,
  event: EventLike,
  before: string | null,
  after: MeetingRow,
  reason?: string,
) {
  const change = toldChange(before, after.shownStatus ?? after.status);
  if (!change || !after.shownStartsAt || !after.shownEndsAt) return 0;
  const people = await membersOf(tx, [after.startupId, after.corporateId]);
  const names = new Map(people.map((p) => [p.companyId!, p.companyName]));
  if (names.size < 2) {
    const found = await companyNames(tx, [after.startupId, after.corporateId]);
    for (const [id, name] of found) names.set(id, name);
  }
  const by = await byWhom(tx, actor, names, after.startupId);
  const shown = {
    startsAt: after.shownStartsAt,
    endsAt: after.shownEndsAt,
    tableNo: after.shownTableNo,
  };
  let queued = 0;
  for (const p of people) {
    if (actor?.kind === 'user' && actor.id === p.id) continue;
    const corp = p.companyId === after.corporateId;
    const other = corp ? after.startupId : after.corporateId;
    const locale = await recipientLocale(tx, p.email);
    const { duplicate } = await queueMail(tx, {
      template: 'meetingchanged',
      to: p.email,
      locale,
      data: {
        name: p.name,
        companyName: p.companyName,
        eventName: event.name,
        change,
        counterpart: names.get(other) ?? meetingText(locale, meetingWords.yourCounterpart),
        when: placementText(event, shown, locale),
        by: by(locale),
        ...(reason ? { reason } : {}),
        link: appUrl(publicUrl, `${corp ? '/corporate' : '/startup'}/events/${event.id}/agenda`),
      },
      idempotencyKey: `meeting:${after.id}:${after.sequence}`,
    });
    if (!duplicate) queued += 1;
  }
  return queued;
}
