import './booking.mail.ts';
import { dateInZone, timeInZone } from '@matchday/shared';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { companyNames } from '../accounts/accounts.queries.ts';
import type { EventRow } from '../events/events.read-model.ts';
import { queueMail } from '../mail/mail.service.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { meetingText, meetingWords } from '../meetings/meeting-words.ts';
import { membersOf } from '../meetings/told.ts';
import type { BookingRequestRow } from './booking.tables.ts';
import type { BookingMailKind } from './mail/bookingupdate.template.ts';

/** The notification task of a request waiting for an answer (done once answered). */
export const bookingTask = (requestId: string) => `booking:${requestId}`;

/**
 * Tells the members of one side of a booking request what happened (`bookingupdate`, with its
 * in-app notification): once per person, request and kind (the idempotency key), so a repeated
 * call or a second sweep sends nothing more. `to`: the company told; the other side is named.
 */
export async function tellBooking(
  tx: Db,
  publicUrl: string,
  event: Pick<EventRow, 'id' | 'name' | 'timezone'>,
  r: BookingRequestRow,
  kind: BookingMailKind,
  to: string,
  skipUserId?: string,
) {
  const other = to === r.startupId ? r.corporateId : r.startupId;
  const names = await companyNames(tx, [other]);
  const people = await membersOf(tx, [to]);
  const start = r.startsAt.toISOString();
  const zone = event.timezone;
  const range = `${timeInZone(start, zone)}–${timeInZone(r.endsAt.toISOString(), zone)} (${zone})`;
  let queued = 0;
  for (const p of people) {
    if (p.id === skipUserId) continue;
    const area = p.type === 'corp' ? '/corporate' : '/startup';
    const locale = await recipientLocale(tx, p.email);
    const { duplicate } = await queueMail(tx, {
      template: 'bookingupdate',
      to: p.email,
      locale,
      data: {
        name: p.name,
        companyName: p.companyName,
        eventName: event.name,
        kind,
        counterpart: names.get(other) ?? meetingText(locale, meetingWords.aParticipant),
        when: `${dateInZone(start, zone, locale)}, ${range}`,
        ...(kind === 'DECLINED' && r.declineReason ? { reason: r.declineReason } : {}),
        link: appUrl(publicUrl, `${area}/events/${event.id}`),
      },
      idempotencyKey: `booking:${r.id}:${kind}`,
      ...(kind === 'REQUEST' || kind === 'COUNTERED' ? { task: bookingTask(r.id) } : {}),
    });
    if (!duplicate) queued += 1;
  }
  return queued;
}
