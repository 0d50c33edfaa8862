import { print } from 'graphql';
import { ConversationSignalsDocument } from '../../../gql/startup.ts';
import { openSignalStream, type LiveStatus, type Signal } from './signal-stream.ts';

/**
 * One live stream of conversation signals per tab, shared by every screen that listens (list,
 * thread, navigation badge): opened with the first listener, closed after the last
 * (signal-stream.ts reconnects it and polls while it is down).
 */
export type { LiveStatus, Signal } from './signal-stream.ts';
export { parseEventStream, POLL_MS } from './signal-stream.ts';

/** `null`: catch up (the stream (re)connected, or a poll while it is down). */
type Listener = (signal: Signal | null) => void;

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

/** Listens to the shared stream (opened with the first listener, closed after the last). */
export function listenToConversations(listener: Listener): () => void {
  listeners.add(listener);
  stop ??= openSignalStream({
    query: print(ConversationSignalsDocument),
    field: 'conversationSignals',
    onSignal: tell,
    onStatus: setStatus,
  });
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
