import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import type { LiveChannels } from '../../platform/live-channels.ts';
import { parseInput } from '../../platform/validation.ts';
import { memberOf } from './conversations.service.ts';
import { CONVERSATION_CHANNEL, parseSignal, type ConversationSignal } from './live.ts';
import { organisedEvent } from './organiser.policy.ts';

/**
 * The live stream of one company member: the signals of the conversations their company is a
 * side of, from the moment of subscribing. A client that (re)connects fetches the messages after
 * the last one it holds, so a signal missed while away loses nothing. (A plain iterator, not a
 * generator: closing it ends the wait at once instead of after the next notification.)
 */
export function conversationSignals(ctx: {
  actor: Actor;
  live: LiveChannels;
}): AsyncIterableIterator<ConversationSignal> {
  const me = memberOf(ctx.actor);
  return filtered(ctx.live, (s) => s.startupId === me.companyId || s.corporateId === me.companyId);
}

/** The channel's signals that `keep` lets through, from now on. */
function filtered(
  live: LiveChannels,
  keep: (s: ConversationSignal) => boolean,
): AsyncIterableIterator<ConversationSignal> {
  const stream = live.subscribe(CONVERSATION_CHANNEL);
  const iterator: AsyncIterableIterator<ConversationSignal> = {
    next: async () => {
      for (;;) {
        const item = await stream.next();
        if (item.done) return { value: undefined, done: true };
        const signal = parseSignal(item.value);
        if (signal && keep(signal)) return { value: signal, done: false };
      }
    },
    return: async () => {
      await stream.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * The organisers' live stream of one event they organise (docs/decisions/112): a signal for each
 * message sent, changed or deleted in any conversation of the event. A signal names the
 * conversation and the message, never the text, so it tells organisers no more than the
 * event's conversation list already does; they fetch what they may read.
 */
export async function eventConversationSignals(
  ctx: { db: Db; actor: Actor; live: LiveChannels },
  eventId: unknown,
): Promise<AsyncIterableIterator<ConversationSignal>> {
  const event = await organisedEvent(
    ctx.db,
    ctx.actor,
    parseInput(z.uuid('No such event'), eventId),
  );
  return filtered(ctx.live, (s) => s.eventId === event.id);
}
