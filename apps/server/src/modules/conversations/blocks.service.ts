import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertNotImpersonated, conversationOf, memberOf } from './conversations.service.ts';
import type { Member } from './conversations.service.ts';
import { conversationBlocks } from './conversations.tables.ts';
import type { ConversationView } from './conversations.views.ts';

/**
 * Blocking (docs/decisions/110): a company stops another from writing to it. The blocked side
 * is told so, in words, when it tries to send; history stays readable for both. Organisers
 * cannot be blocked (ORGANISER conversations are the programme's channel).
 */

const blockInput = z.strictObject(
  { conversationId: z.uuid('No such conversation'), blocked: z.boolean('Say yes or no') },
  { error: 'Send the conversation and whether to block its other company' },
);

async function blockBetween(db: Db, blocker: string, blocked: string) {
  const [row] = await db
    .select({ at: conversationBlocks.createdAt })
    .from(conversationBlocks)
    .where(
      and(
        eq(conversationBlocks.blockerCompanyId, blocker),
        eq(conversationBlocks.blockedCompanyId, blocked),
      ),
    );
  return !!row;
}

/** Whether the member's company blocked the conversation's other company. */
export async function blockedByUs(db: Db, me: { companyId: string }, c: ConversationView) {
  if (c.counterpart.type === 'organiser') return false;
  return blockBetween(db, me.companyId, c.counterpart.id);
}

/** Refuses a message to a company that blocked the sender's, or that the sender's blocked. */
export async function assertMayWrite(db: Db, me: Member, c: ConversationView) {
  if (c.counterpart.type === 'organiser') return;
  if (await blockBetween(db, c.counterpart.id, me.companyId)) {
    throw new AppError(
      'FORBIDDEN',
      `${c.counterpart.name} does not accept messages from your company any more`,
    );
  }
  if (await blockBetween(db, me.companyId, c.counterpart.id)) {
    throw new AppError(
      'FORBIDDEN',
      `Your company blocked ${c.counterpart.name}: unblock it to write again`,
    );
  }
}

/** Blocks (or unblocks) the other company of a conversation; answers the conversation. */
export async function setCompanyBlocked(db: Db, actor: Actor, input: unknown) {
  const me = memberOf(actor);
  assertNotImpersonated(actor);
  const { conversationId, blocked } = parseInput(blockInput, input);
  const c = await conversationOf(db, actor, conversationId);
  if (c.counterpart.type === 'organiser') {
    throw new AppError('BAD_REQUEST', 'The event’s organisers cannot be blocked');
  }
  const key = { blockerCompanyId: me.companyId, blockedCompanyId: c.counterpart.id };
  if (blocked) {
    await db
      .insert(conversationBlocks)
      .values({ ...key, blockedBy: me.userId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(conversationBlocks)
      .where(
        and(
          eq(conversationBlocks.blockerCompanyId, key.blockerCompanyId),
          eq(conversationBlocks.blockedCompanyId, key.blockedCompanyId),
        ),
      );
  }
  return c;
}
