import { authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { graphEndpointFor } from '../../../lib/graph-endpoint.ts';
import { credentialsStore } from '../../../lib/session.ts';

/**
 * A GraphQL subscription read as server-sent events, kept open: reconnects with backoff when it
 * drops and, while it is down, asks its listener to catch up every few seconds (polling), and
 * once more each time it (re)connects. Listeners fetch what is newer than what they hold, so
 * nothing is lost or shown twice. Used by the participants' stream and the organisers' one.
 */
export type Signal = { conversationId: string; messageId: string; change: string };
export type LiveStatus = 'connecting' | 'live' | 'polling';

export const POLL_MS = 5_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** Parses `event:`/`data:` blocks of a text/event-stream; calls `onData` for each `next`. */
export function parseEventStream(chunk: string, onData: (data: unknown) => void): string {
  const blocks = chunk.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if ((event === 'next' || event === 'message') && data.length) {
      try {
        onData(JSON.parse(data.join('\n')));
      } catch {
        // A malformed event is skipped; the next catch-up covers it.
      }
    }
  }
  return rest;
}

export type StreamOptions = {
  query: string;
  variables?: Record<string, unknown>;
  /** The subscription's field in each `data`. */
  field: string;
  /** A signal, or null: catch up (the stream (re)connected, or a poll while it is down). */
  onSignal: (signal: Signal | null) => void;
  onStatus: (status: LiveStatus) => void;
};

async function readStream(o: StreamOptions, abort: AbortSignal) {
  const user = credentialsStore.get()?.user ?? null;
  const response = await authorizedFetch(graphEndpointFor(user), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: o.query, variables: o.variables ?? {} }),
    signal: abort,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  o.onStatus('live');
  o.onSignal(null);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let refused = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      if (refused) throw new Error('stream refused');
      return;
    }
    buffer = parseEventStream(buffer + value, (data) => {
      const d = data as { data?: Record<string, Signal | undefined>; errors?: unknown[] };
      const signal = d.data?.[o.field];
      if (signal) o.onSignal(signal);
      else if (d.errors?.length) refused = true;
    });
  }
}

/** Opens the stream; answers the function that closes it. */
export function openSignalStream(o: StreamOptions): () => void {
  const abort = new AbortController();
  let retry = RETRY_MIN_MS;
  let poll: ReturnType<typeof setInterval> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    clearInterval(poll);
    try {
      await readStream(o, abort.signal);
      retry = RETRY_MIN_MS;
    } catch {
      retry = Math.min(retry * 2, RETRY_MAX_MS);
    }
    if (abort.signal.aborted) return;
    o.onStatus('polling');
    poll = setInterval(() => o.onSignal(null), POLL_MS);
    timer = setTimeout(() => void connect(), retry);
  };
  void connect();
  return () => {
    abort.abort();
    clearInterval(poll);
    clearTimeout(timer);
    o.onStatus('connecting');
  };
}
