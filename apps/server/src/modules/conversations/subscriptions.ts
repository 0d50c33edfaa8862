import type { Actor } from '../../platform/actor.ts';
import type { LiveChannels } from '../../platform/live-channels.ts';
import { memberOf } from './conversations.service.ts';
import { CONVERSATION_CHANNEL, parseSignal, type ConversationSignal } from './live.ts';

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
  const stream = ctx.live.subscribe(CONVERSATION_CHANNEL);
  const mine = (s: ConversationSignal | null): s is ConversationSignal =>
    !!s && (s.startupId === me.companyId || s.corporateId === me.companyId);
  const iterator: AsyncIterableIterator<ConversationSignal> = {
    next: async () => {
      for (;;) {
        const item = await stream.next();
        if (item.done) return { value: undefined, done: true };
        const signal = parseSignal(item.value);
        if (mine(signal)) return { value: signal, done: false };
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
