import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  listenToConversations,
  liveStatus,
  onLiveStatus,
  type Signal,
} from '../lib/live-signals.ts';

/** Calls `onSignal` for each live signal, and with null when the screen should catch up. */
export function useConversationSignals(onSignal: (signal: Signal | null) => void) {
  const latest = useRef(onSignal);
  useEffect(() => {
    latest.current = onSignal;
  });
  useEffect(() => listenToConversations((s) => latest.current(s)), []);
}

/** Whether messages arrive live, or by polling while the stream is down. */
export function useLiveStatus() {
  return useSyncExternalStore(onLiveStatus, liveStatus, liveStatus);
}
