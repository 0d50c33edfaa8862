import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { companyName } from '../../accounts/accounts.queries.ts';
import { needs, type matches, type pairingRequests } from '../matchmaking.tables.ts';
import { TASKS } from '../../mail/notification-tasks.service.ts';
import type { CompanyMail } from './recipients.ts';

/**
 * What each matchmaking mail says, built from its subject — one builder per mail, used by the
 * service that sends it and by its on-demand trigger, so both say the same.
 */

type MatchRow = typeof matches.$inferSelect;
type PairingRow = typeof pairingRequests.$inferSelect;
type EventNamed = { id: string; name: string };

/** `match`, to the startup a corporate chose. */
export async function matchMail(tx: Db, match: MatchRow, event: EventNamed): Promise<CompanyMail> {
  const [need] = match.needId
    ? await tx.select({ title: needs.title }).from(needs).where(eq(needs.id, match.needId))
    : [];
  return {
    companyId: match.startupId,
    template: 'match',
    key: `match:${match.id}`,
    path: `/events/${event.id}/selections`,
    task: TASKS.selection(match.id),
    data: {
      corporateName: (await companyName(tx, match.corporateId)) ?? 'A corporate',
      needTitle: need?.title,
      eventName: event.name,
      priority: match.choice === 'MUST_MEET' ? 'MUST_MEET' : 'MEET',
    },
  };
}

/** `suggested`, to a corporate: `count` startups for `needs` of its needs. */
export function suggestedMail(
  event: EventNamed,
  corporateId: string,
  counts: { count: number; needs: number },
  key: string,
): CompanyMail {
  return {
    companyId: corporateId,
    template: 'suggested',
    key,
    path: `/events/${event.id}/suggestions`,
    data: { eventName: event.name, count: counts.count, needs: Math.max(1, counts.needs) },
  };
}

/** `nomatches`, to a startup no corporate chose when the selection closed. */
export function noMatchesMail(event: EventNamed, startupId: string): CompanyMail {
  return {
    companyId: startupId,
    template: 'nomatches',
    key: `nomatches:${event.id}`,
    path: `/events/${event.id}`,
    data: { eventName: event.name },
  };
}

/** `pairing-request`, to the corporate a startup asks to meet. */
export async function pairingRequestMail(
  tx: Db,
  request: PairingRow,
  event: EventNamed,
): Promise<CompanyMail> {
  return {
    companyId: request.corporateId,
    template: 'pairing-request',
    key: `pairing:${request.id}`,
    path: `/events/${event.id}/requests`,
    task: TASKS.pairing(request.id),
    data: {
      startupName: (await companyName(tx, request.startupId)) ?? 'A startup',
      eventName: event.name,
      message: request.message,
    },
  };
}

/** `pairing-request-update`, to the startup whose request was answered. */
export async function pairingUpdateMail(
  tx: Db,
  request: PairingRow,
  event: EventNamed,
  state: 'ACCEPTED' | 'DECLINED',
): Promise<CompanyMail> {
  return {
    companyId: request.startupId,
    template: 'pairing-request-update',
    key: `pairing:${request.id}:${state}`,
    path: `/events/${event.id}/requests`,
    data: {
      corporateName: (await companyName(tx, request.corporateId)) ?? 'The corporate',
      eventName: event.name,
      accepted: state === 'ACCEPTED',
    },
  };
}
