import { pairingAnswerInput, type LinkProblem, type PairingLinkView } from '@matchday/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { needs, pairingRequests, pairingTokens } from './matchmaking.tables.ts';
import { answerPairing } from './pairing.service.ts';
import { pairingState } from './pairing-state.ts';
import { hashPairingToken } from './pairing-tokens.ts';

/**
 * The `pairing-request` mail's one-time link (/token/pairing/{token}): checked on load
 * (spending nothing), then spent by one answer — accept or decline — recorded as the mailed
 * person's. Used, expired, or a request answered already → a 400 whose `reason` the page shows.
 */

const MESSAGES: Record<LinkProblem, string> = {
  INVALID: 'This link is not valid',
  USED: 'This link has already been used',
  EXPIRED: 'This link has expired',
  ANSWERED: 'This request has already been answered',
};

function problem(reason: LinkProblem): AppError {
  return new AppError('BAD_REQUEST', MESSAGES[reason], {
    reason,
    fields: [{ field: 'token', message: MESSAGES[reason] }],
  });
}

const tokenInput = z.string().min(16).max(200);

/** The live token with its request and event (the token row locked in a transaction). */
async function liveLink(db: Db, token: unknown, lock: boolean) {
  const parsed = tokenInput.safeParse(token);
  if (!parsed.success) throw problem('INVALID');
  const query = db
    .select({ token: pairingTokens, request: pairingRequests, event: events })
    .from(pairingTokens)
    .innerJoin(pairingRequests, eq(pairingRequests.id, pairingTokens.requestId))
    .innerJoin(events, eq(events.id, pairingRequests.eventId))
    .where(eq(pairingTokens.tokenHash, hashPairingToken(parsed.data)));
  const [row] = lock ? await query.for('update', { of: pairingTokens }) : await query;
  if (!row) throw problem('INVALID');
  if (row.token.usedAt) throw problem('USED');
  const state = pairingState(row.request, row.event);
  if (state === 'ACCEPTED' || state === 'DECLINED') throw problem('ANSWERED');
  if (state === 'EXPIRED' || row.token.expiresAt.getTime() <= Date.now()) {
    throw problem('EXPIRED');
  }
  return row;
}

/** What the link answers: who asks, at which event, with what message. Spends nothing. */
export async function checkPairingLink(db: Db, token: unknown): Promise<PairingLinkView> {
  const { request, event } = await liveLink(db, token, false);
  const names = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, request.startupId))
    .union(
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, request.corporateId)),
    );
  const nameOf = (id: string) => names.find((n) => n.id === id)?.name ?? '';
  const [need] = request.needId
    ? await db.select({ title: needs.title }).from(needs).where(eq(needs.id, request.needId))
    : [];
  return {
    eventName: event.name,
    startupName: nameOf(request.startupId),
    corporateName: nameOf(request.corporateId),
    needTitle: need?.title ?? null,
    message: request.message,
  };
}

/**
 * Accepts or declines the link's request as the person it was mailed to (still an active
 * member of the corporate), with the same rules and mails as the signed-in answer. Every link
 * of the request is spent: one answer counts for the team.
 */
export async function answerPairingWithLink(db: Db, publicUrl: string, input: unknown) {
  const v = parseInput(pairingAnswerInput, input);
  return db.transaction(async (tx) => {
    const { token, request } = await liveLink(tx, v.token, true);
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, token.userId),
          eq(users.companyId, request.corporateId),
          isNull(users.disabledAt),
        ),
      );
    if (!person) throw problem('INVALID');
    const actor: UserActor = {
      kind: 'user',
      id: person.id,
      type: 'corp',
      companyId: request.corporateId,
    };
    const answered = await answerPairing({ db: tx, actor, publicUrl }, request.id, v.accept);
    await tx
      .update(pairingTokens)
      .set({ usedAt: new Date() })
      .where(eq(pairingTokens.requestId, request.id));
    return { state: answered.state };
  });
}
