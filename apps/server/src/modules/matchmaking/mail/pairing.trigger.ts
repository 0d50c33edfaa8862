import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { getEvent } from '../../events/events.service.ts';
import { registerParticipantMailTriggers } from '../../mail/participant-triggers.ts';
import type { TriggerContext } from '../../mail/mail.trigger.ts';
import type { Actor } from '../../../platform/actor.ts';
import { pairingState } from '../pairing-state.ts';
import { pairingReadWhere } from '../matchmaking.policy.ts';
import { pairingRequests } from '../matchmaking.tables.ts';
import { pairingRequestMail, pairingUpdateMail } from './mail-contents.views.ts';
import { pairingAnswerLinks } from './pairing-answer-link.ts';
import { companyMails } from './recipients.ts';

const body = z.object({ requestId: z.uuid('No such request') });

/** The request (with the caller's reach), its event and the state its reader sees. */
async function readRequest(ctx: TriggerContext, actor: Actor, id: string) {
  const [request] = await ctx.db
    .select()
    .from(pairingRequests)
    .where(and(eq(pairingRequests.id, id), pairingReadWhere(actor)));
  if (!request) throw new AppError('NOT_FOUND', 'No such request');
  const event = await getEvent(ctx.db, actor, request.eventId);
  return { request, event, state: pairingState(request, event) };
}

/**
 * POST /api/mail/pairing-request `{ requestId, userId }` (organisers) and
 * /api/usermail/pairing-request `{ requestId }` (the corporate's people): the mail of a
 * request still waiting for an answer.
 */
registerParticipantMailTriggers({
  name: 'pairing-request',
  organiser: 'answerPairings',
  participants: ['corp'],
  body,
  mails: async (ctx, b, actor, userId) => {
    const { request, event, state } = await readRequest(ctx, actor, b.requestId);
    if (state !== 'PENDING') {
      throw new AppError('CONFLICT', `This request was ${state.toLowerCase()} already`);
    }
    return companyMails(
      ctx.db,
      ctx.publicUrl,
      await pairingRequestMail(ctx.db, request, event),
      userId,
      pairingAnswerLinks(ctx.db, ctx.publicUrl, request, event),
    );
  },
});

/**
 * POST /api/mail/pairing-request-update `{ requestId, userId }` (organisers) and
 * /api/usermail/pairing-request-update `{ requestId }` (the startup's people): the answer to
 * a request.
 */
registerParticipantMailTriggers({
  name: 'pairing-request-update',
  organiser: 'answerPairings',
  participants: ['startup'],
  body,
  mails: async (ctx, b, actor, userId) => {
    const { request, event, state } = await readRequest(ctx, actor, b.requestId);
    if (state !== 'ACCEPTED' && state !== 'DECLINED') {
      throw new AppError('CONFLICT', 'This request has not been answered yet');
    }
    return companyMails(
      ctx.db,
      ctx.publicUrl,
      await pairingUpdateMail(ctx.db, request, event, state),
      userId,
    );
  },
});
