/**
 * A GraphQL subscription read as server-sent events over real HTTP, as the web app reads it:
 * POST with `accept: text/event-stream`, the caller named by the test actor header.
 */
import type { Actor } from '../src/platform/actor.ts';

export type Stream = {
  /** The `data` of every `next` event so far. */
  events: unknown[];
  /** Resolves with the next event not yet taken (or rejects after `timeoutMs`). */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function subscribe(
  address: string,
  path: string,
  actor: Actor,
  query: string,
): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(actor ? { 'x-test-actor': JSON.stringify(actor) } : {}),
    },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`subscription answered ${res.status}`);
  const events: unknown[] = [];
  let taken = 0;
  const waker: { wake: (() => void) | null } = { wake: null };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const lines = block.split('\n');
          const event = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .find((l) => l.startsWith('data:'))
            ?.slice(5)
            .trim();
          if (event === 'next' && data) {
            events.push(JSON.parse(data));
            waker.wake?.();
          }
        }
      }
    } catch {
      // aborted by close()
    } finally {
      waker.wake?.();
    }
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    events,
    ended,
    close: () => abort.abort(),
    next: async (timeoutMs = 5_000) => {
      const until = Date.now() + timeoutMs;
      while (events.length <= taken) {
        if (done) throw new Error('the stream ended');
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((r) => {
          waker.wake = r;
          setTimeout(r, Math.min(left, 100));
        });
      }
      return events[taken++];
    },
  };
}
