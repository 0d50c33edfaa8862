import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { companyIdOf } from '../../platform/authorize.ts';
import { matches, pairingRequests } from '../matchmaking/matchmaking.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { conversations } from './conversations.tables.ts';

/**
 * Who reaches which conversation (docs/decisions/097-conversations.md). A company's members reach
 * the conversations their company is a side of; nobody else reads them — organisers see who
 * talks to whom and the counts, never the messages, unless they are a member of a side.
 */
const NONE = sql`false`;

/** The conversations the actor's company is a side of (`useConversations` reach `own`). */
export function conversationReachWhere(actor: Actor): SQL {
  const companyId = companyIdOf(actor);
  if (!companyId) return NONE;
  return or(eq(conversations.startupId, companyId), eq(conversations.corporateId, companyId))!;
}

/**
 * Whether a startup and a corporate may talk at an event: the corporate chose the startup or the
 * startup confirmed (a match SELECTED or CONFIRMED), a pairing request not declined, or a
 * meeting that is not cancelled.
 */
export function pairMayTalkWhere(eventId: string, startupId: string, corporateId: string): SQL {
  const pair = (t: typeof matches | typeof pairingRequests | typeof meetings) =>
    and(eq(t.eventId, eventId), eq(t.startupId, startupId), eq(t.corporateId, corporateId));
  return or(
    sql`exists (select 1 from ${matches} where ${and(pair(matches), inArray(matches.state, ['SELECTED', 'CONFIRMED']))})`,
    sql`exists (select 1 from ${pairingRequests} where ${and(pair(pairingRequests), inArray(pairingRequests.state, ['PENDING', 'ACCEPTED']))})`,
    sql`exists (select 1 from ${meetings} where ${and(pair(meetings), ne(meetings.status, 'CANCELLED'))})`,
  )!;
}
