import { dateInZone, type Locale } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { activeMembers } from '../accounts/accounts.queries.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { queueMail, type QueueMailInput } from '../mail/mail.service.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { attendances, events } from './events.tables.ts';

const AREA = { startup: '/startup', corp: '/corporate' } as const;

/**
 * The `joinevent` mails for one attendance in its current state (INVITED, REGISTERED, APPROVED
 * or DECLINED, with the organisers' reason): one per member of the company (the attending
 * members when set; `only` narrows to given users), each written once per attendance, state
 * and organisers' decision — so a re-admission after a decline is told again, and deciding
 * what was already decided is not.
 */
export async function joinEventMails(
  tx: Db,
  publicUrl: string,
  key: { eventId: string; companyId: string | null },
  only?: string[],
): Promise<QueueMailInput[]> {
  if (!key.companyId) return [];
  const [row] = await tx
    .select({ attendance: attendances, event: events, companyName: companies.name })
    .from(attendances)
    .innerJoin(events, eq(events.id, attendances.eventId))
    .innerJoin(companies, eq(companies.id, attendances.companyId))
    .where(and(eq(attendances.eventId, key.eventId), eq(attendances.companyId, key.companyId)));
  if (!row) throw new AppError('NOT_FOUND', 'Your organisation does not take part in this event');
  const { attendance: a, event: e } = row;
  if (a.state === 'WITHDRAWN') return [];
  const chosen = only ?? (a.attendingUserIds.length ? a.attendingUserIds : null);
  const people = await activeMembers(tx, [a.companyId], chosen);
  // An organiser's decision is its own change: re-admitting after a decline is a new mail.
  const decided =
    (a.state === 'APPROVED' || a.state === 'DECLINED') && a.decidedAt
      ? `:${a.decidedAt.getTime()}`
      : '';
  // The dates in each recipient's language (the mail is written in it).
  const whenIn = (locale: Locale) => {
    const start = dateInZone(e.startDate.toISOString(), e.timezone, locale);
    const end = dateInZone(e.endDate.toISOString(), e.timezone, locale);
    return [start === end ? start : `${start} – ${end}`, e.venue].filter(Boolean).join(', ');
  };
  const mails: QueueMailInput[] = [];
  for (const p of people) {
    const locale = await recipientLocale(tx, p.email);
    mails.push({
      template: 'joinevent',
      to: p.email,
      locale,
      data: {
        name: p.name,
        eventName: e.name,
        companyName: row.companyName,
        state: a.state,
        ...(a.state === 'DECLINED' && a.declineReason ? { reason: a.declineReason } : {}),
        when: whenIn(locale),
        link: appUrl(publicUrl, `${AREA[a.role]}/events/${e.id}`),
      },
      idempotencyKey: `attendance:${a.id}:${a.state}${decided}`,
    });
  }
  return mails;
}

/** Queues the `joinevent` mails of an attendance in the caller's transaction. */
export async function queueJoinEventMails(
  publicUrl: string,
  tx: Db,
  eventId: string,
  companyId: string,
) {
  for (const mail of await joinEventMails(tx, publicUrl, { eventId, companyId })) {
    await queueMail(tx, mail);
  }
}
