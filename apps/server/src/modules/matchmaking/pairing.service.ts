import './matchmaking.mail.ts';
import { DEFAULT_PENDING_PAIRING_LIMIT, pairingRequestInput } from '@matchday/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, reachFor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { reachWhere } from '../accounts/company-reach.policy.ts';
import { attends } from '../events/attendance.queries.ts';
import { getEvent, type EventRow } from '../events/events.service.ts';
import { completeNotificationTask, TASKS } from '../mail/notification-tasks.service.ts';
import { pairingRequestMail, pairingUpdateMail } from './mail/mail-contents.views.ts';
import { pairingAnswerLinks } from './mail/pairing-answer-link.ts';
import { queueCompanyMail } from './mail/recipients.ts';
import { pairingReadWhere } from './matchmaking.policy.ts';
import { matches, needs, pairingRequests } from './matchmaking.tables.ts';
import { pairingState, type PairingRow } from './pairing-state.ts';

export { pairingState, type PairingRow };

type Ctx = { db: Db; actor: Actor; publicUrl: string };
const requestId = z.uuid('No such request');

function selectionClosed(event: EventRow) {
  const now = Date.now();
  if (event.endDate.getTime() < now) return 'This event is over';
  if (event.selectionClosesAt && event.selectionClosesAt.getTime() < now) {
    return 'The selection has closed: pairing requests are no longer taken';
  }
  return null;
}

/**
 * A startup (or its INCUBATOR admin, naming `startupId`) asks to meet a corporate attending the
 * same event. A second identical pending request answers the first; at most
 * DEFAULT_PENDING_PAIRING_LIMIT pending per startup and event. The corporate is mailed.
 */
export async function requestPairing(
  ctx: Ctx,
  eventId: unknown,
  input: unknown,
  startupId?: unknown,
) {
  const { db, actor } = ctx;
  assertCan(actor, 'requestPairings', 'Startups (or their incubator) request meetings');
  const v = parseInput(pairingRequestInput, input);
  return db.transaction(async (tx) => {
    const event = await getEvent(tx, actor, eventId);
    const startup = await requestingStartup(tx, actor, startupId);
    const closed = selectionClosed(event);
    if (closed) throw new AppError('CONFLICT', closed);
    if (!(await attends(tx, event.id, startup))) {
      throw new AppError('FORBIDDEN', 'The startup is not an approved participant of this event');
    }
    if (!(await attends(tx, event.id, v.corporateId))) {
      throw new AppError('BAD_REQUEST', 'This corporate does not take part in the event', {
        fields: [{ field: 'corporateId', message: 'Not a participant of this event' }],
      });
    }
    if (v.needId) {
      const [need] = await tx
        .select({ id: needs.id })
        .from(needs)
        .where(
          and(
            eq(needs.id, v.needId),
            eq(needs.corporateId, v.corporateId),
            eq(needs.state, 'PUBLISHED'),
          ),
        );
      if (!need) {
        throw new AppError('BAD_REQUEST', 'Unknown need', {
          fields: [{ field: 'needId', message: 'Not a published need of this corporate' }],
        });
      }
    }
    // Serialise a startup's requests at this event so the limit holds under parallel requests.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`pairing:${event.id}:${startup}`}))`,
    );
    const [same] = await tx
      .select()
      .from(pairingRequests)
      .where(
        and(
          eq(pairingRequests.eventId, event.id),
          eq(pairingRequests.startupId, startup),
          eq(pairingRequests.corporateId, v.corporateId),
          eq(pairingRequests.state, 'PENDING'),
        ),
      );
    if (same) return same;
    const [pending] = await tx
      .select({ n: count() })
      .from(pairingRequests)
      .where(
        and(
          eq(pairingRequests.eventId, event.id),
          eq(pairingRequests.startupId, startup),
          eq(pairingRequests.state, 'PENDING'),
        ),
      );
    if ((pending?.n ?? 0) >= DEFAULT_PENDING_PAIRING_LIMIT) {
      throw new AppError(
        'CONFLICT',
        `At most ${DEFAULT_PENDING_PAIRING_LIMIT} pending requests per event: wait for answers before asking more corporates`,
      );
    }
    const [row] = await tx
      .insert(pairingRequests)
      .values({
        eventId: event.id,
        startupId: startup,
        corporateId: v.corporateId,
        needId: v.needId ?? null,
        message: v.message,
        requestedBy: actor.id,
      })
      .returning();
    await queueCompanyMail(
      tx,
      ctx.publicUrl,
      await pairingRequestMail(tx, row!, event),
      pairingAnswerLinks(tx, ctx.publicUrl, row!, event),
    );
    return row!;
  });
}

async function requestingStartup(tx: Db, actor: NonNullable<Actor>, startupId: unknown) {
  if (actor.kind === 'user') {
    if (!actor.companyId || actor.type !== 'startup')
      throw new AppError('FORBIDDEN', 'Sign in as a startup');
    return actor.companyId;
  }
  const id = parseInput(z.uuid('Choose the startup'), startupId);
  const [ok] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), reachWhere(actor, reachFor(actor, 'requestPairings'))));
  if (!ok) throw new AppError('NOT_FOUND', 'No such startup in your reach');
  return ok.id;
}

/**
 * The corporate (or an organiser) accepts — a CONFIRMED match, a meeting request — or declines
 * a pending request; the startup is mailed either way. Answering twice answers the same.
 */
export async function answerPairing(ctx: Ctx, id: unknown, accept: boolean) {
  const { db, actor } = ctx;
  assertCan(actor, 'answerPairings', 'Only the corporate or the organisers answer requests');
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(pairingRequests)
      .where(and(eq(pairingRequests.id, parseInput(requestId, id)), pairingReadWhere(actor)))
      .for('update');
    if (!request) throw new AppError('NOT_FOUND', 'No such request');
    const event = await getEvent(
      tx,
      actor?.kind === 'admin' ? actor : actor,
      request.eventId,
    ).catch(() => null);
    const state = accept ? 'ACCEPTED' : 'DECLINED';
    if (request.state === state) return request;
    if (request.state !== 'PENDING')
      throw new AppError('CONFLICT', `This request was ${request.state.toLowerCase()} already`);
    if (!event || pairingState(request, event) === 'EXPIRED') {
      throw new AppError('CONFLICT', 'This request expired when the selection closed');
    }
    let matchIdValue: string | null = null;
    if (accept) matchIdValue = await confirmedMatch(tx, request);
    const [row] = await tx
      .update(pairingRequests)
      .set({
        state,
        decidedBy: actor.id,
        decidedAt: new Date(),
        matchId: matchIdValue,
        updatedAt: new Date(),
      })
      .where(eq(pairingRequests.id, request.id))
      .returning();
    await completeNotificationTask(tx, TASKS.pairing(request.id));
    await queueCompanyMail(tx, ctx.publicUrl, await pairingUpdateMail(tx, request, event, state));
    return row!;
  });
}

/** An accepted request becomes a CONFIRMED match (source PAIRING), on its need when it names one. */
async function confirmedMatch(tx: Db, r: PairingRow) {
  const values = {
    eventId: r.eventId,
    needId: r.needId,
    startupId: r.startupId,
    corporateId: r.corporateId,
    source: 'PAIRING' as const,
    state: 'CONFIRMED' as const,
    choice: 'MEET' as const,
    reasons: [
      {
        kind: 'application' as const,
        text: 'The startup asked for this meeting and the corporate accepted',
        weight: 0,
      },
    ],
    chosenAt: new Date(),
    respondedAt: new Date(),
  };
  const set = {
    state: 'CONFIRMED' as const,
    choice: 'MEET' as const,
    respondedAt: new Date(),
    updatedAt: new Date(),
  };
  const [row] = r.needId
    ? await tx
        .insert(matches)
        .values(values)
        .onConflictDoUpdate({
          target: [matches.needId, matches.startupId],
          targetWhere: sql`${matches.needId} is not null`,
          set,
        })
        .returning({ id: matches.id })
    : await tx
        .insert(matches)
        .values(values)
        .onConflictDoUpdate({
          target: [matches.eventId, matches.startupId, matches.corporateId],
          targetWhere: sql`${matches.needId} is null`,
          set,
        })
        .returning({ id: matches.id });
  return row!.id;
}

/** The pairing requests of an event the actor may read, newest first. */
export async function listPairingRequests(db: Db, actor: Actor, eventId: unknown) {
  const event = await getEvent(db, actor, eventId);
  const rows = await db
    .select()
    .from(pairingRequests)
    .where(and(eq(pairingRequests.eventId, event.id), pairingReadWhere(actor)))
    .orderBy(desc(pairingRequests.createdAt), desc(pairingRequests.id));
  return rows.map((r) => ({ ...r, state: pairingState(r, event) }));
}
