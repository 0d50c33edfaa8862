import { print } from 'graphql';
import { ConversationSignalsDocument } from '../../../gql/startup.ts';
import { authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { graphEndpointFor } from '../../../lib/graph-endpoint.ts';
import { credentialsStore } from '../../../lib/session.ts';

/**
 * One live stream of conversation signals per tab: the GraphQL subscription read as server-sent
 * events, shared by every screen that listens (list, thread, navigation badge). When the stream
 * is down the listeners are asked to catch up every few seconds (polling), and once more when it
 * comes back; they fetch what is newer than what they hold, so nothing is lost or shown twice.
 */
export type Signal = { conversationId: string; messageId: string; change: string };
/** `null`: catch up (the stream (re)connected, or a poll while it is down). */
type Listener = (signal: Signal | null) => void;
export type LiveStatus = 'connecting' | 'live' | 'polling';

export const POLL_MS = 5_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

const listeners = new Set<Listener>();
const statusListeners = new Set<(s: LiveStatus) => void>();
let status: LiveStatus = 'connecting';
let stop: (() => void) | null = null;

const tell = (signal: Signal | null) => {
  for (const l of [...listeners]) l(signal);
};
const setStatus = (next: LiveStatus) => {
  status = next;
  for (const l of [...statusListeners]) l(next);
};

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

async function readStream(abort: AbortSignal) {
  const user = credentialsStore.get()?.user ?? null;
  const response = await authorizedFetch(graphEndpointFor(user), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: print(ConversationSignalsDocument) }),
    signal: abort,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  setStatus('live');
  tell(null);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer = parseEventStream(buffer + value, (data) => {
      const signal = (data as { data?: { conversationSignals?: Signal } }).data
        ?.conversationSignals;
      if (signal) tell(signal);
    });
  }
}

function start() {
  const abort = new AbortController();
  let retry = RETRY_MIN_MS;
  let poll: ReturnType<typeof setInterval> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    clearInterval(poll);
    try {
      await readStream(abort.signal);
      retry = RETRY_MIN_MS;
    } catch {
      retry = Math.min(retry * 2, RETRY_MAX_MS);
    }
    if (abort.signal.aborted) return;
    setStatus('polling');
    poll = setInterval(() => tell(null), POLL_MS);
    timer = setTimeout(() => void connect(), retry);
  };
  void connect();
  return () => {
    abort.abort();
    clearInterval(poll);
    clearTimeout(timer);
    setStatus('connecting');
  };
}

/** Listens to the shared stream (opened with the first listener, closed after the last). */
export function listenToConversations(listener: Listener): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      stop?.();
      stop = null;
    }
  };
}

export function liveStatus() {
  return status;
}

export function onLiveStatus(listener: (s: LiveStatus) => void) {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}
