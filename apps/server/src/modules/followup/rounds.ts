import './mail/feedbacktrigger.template.ts';
import './mail/followuprequest.template.ts';
import {
  dateInZone,
  timeInZone,
  type FollowUpTokenPurpose,
  type Locale,
  type RatingSide,
} from '@matchday/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { defineMessages, formatText, intlFor } from '../../platform/intl.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import type { QueueMailInput } from '../mail/mail.service.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { followUpTokens } from './followup.tables.ts';
import { hashToken, newToken, TOKEN_TTL_MS } from './tokens.ts';
import { TASKS } from '../mail/notification-tasks.service.ts';

/** A mail round of one side of a meeting (RATING 0/1, FOLLOW_UP 0). */
export type Due = { meetingId: string; side: RatingSide };

/**
 * Claims one round of one side (its token row) and answers its mails, one per active member of
 * the side's company, for the caller to queue in the same transaction. None when the round was
 * claimed before (another instance, an earlier sweep or trigger).
 */
export async function claimRound(
  tx: Db,
  publicUrl: string,
  due: Due,
  purpose: FollowUpTokenPurpose,
  round: number,
  now: Date,
): Promise<QueueMailInput[]> {
  const token = newToken();
  const [claim] = await tx
    .insert(followUpTokens)
    .values({
      tokenHash: hashToken(token),
      meetingId: due.meetingId,
      side: due.side,
      purpose,
      round,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ id: followUpTokens.id });
  if (!claim) return [];
  const [m] = await tx
    .select({ meeting: meetings, event: events })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(eq(meetings.id, due.meetingId));
  if (!m) return [];
  const own = due.side === 'STARTUP' ? m.meeting.startupId : m.meeting.corporateId;
  const other = due.side === 'STARTUP' ? m.meeting.corporateId : m.meeting.startupId;
  const [counterpart] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, other));
  const people = await tx
    .select({ email: users.email, name: users.name, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, own), isNull(users.disabledAt)));
  const start = (m.meeting.shownStartsAt ?? m.meeting.startsAt ?? m.event.startDate).toISOString();
  const path = purpose === 'RATING' ? 'feedback' : 'followup';
  const link = appUrl(publicUrl, `/token/${path}/${token}`);
  const mails: QueueMailInput[] = [];
  for (const p of people) {
    // The date in the recipient's language (the mail is written in it).
    const locale = await recipientLocale(tx, p.email);
    mails.push({
      template: purpose === 'RATING' ? 'feedbacktrigger' : 'followuprequest',
      to: p.email,
      locale,
      data: {
        name: p.name,
        companyName: p.companyName,
        counterpartName: counterpart?.name ?? formatText(intlFor(locale), otherParty),
        eventName: m.event.name,
        when: meetingWhen(start, m.event.timezone, locale),
        ...(purpose === 'RATING' ? { reminder: round > 0 } : {}),
        link,
      },
      idempotencyKey: `${due.meetingId}|${due.side}|${purpose}|${round}`,
      // The in-app copy leads to the event's Follow-up page (the mail's link is one-time).
      notificationPath: `${due.side === 'STARTUP' ? '/startup' : '/corporate'}/events/${m.event.id}/feedback`,
      secret: ['link'],
      // Rating (or reporting) marks this mail and its reminders done (ratings/reports services).
      task: (purpose === 'RATING' ? TASKS.rate : TASKS.followUp)(due.meetingId, due.side),
    });
  }
  return mails;
}

const { otherParty } = defineMessages({
  otherParty: { id: 'mail.followup.otherParty', defaultMessage: 'the other party' },
});

/** When a meeting began, said once in the event's zone: "27 Nov 2026, 03:05 Europe/Stockholm". */
export function meetingWhen(iso: string, timeZone: string, locale: Locale = 'en') {
  return `${dateInZone(iso, timeZone, locale)}, ${timeInZone(iso, timeZone)} ${timeZone}`;
}
