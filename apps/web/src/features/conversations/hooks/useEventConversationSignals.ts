import { print } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import { EventConversationSignalsDocument } from '../../../gql/admin.ts';
import { openSignalStream, type LiveStatus, type Signal } from '../lib/signal-stream.ts';

/**
 * The organisers' live stream of one event (decision 112): calls `onSignal` for each message
 * sent, changed or deleted in the event's conversations, and with null when the screen should
 * catch up (on (re)connecting, and every few seconds while the stream is down). Answers whether
 * updates arrive live or by polling.
 */
export function useEventConversationSignals(
  eventId: string,
  onSignal: (signal: Signal | null) => void,
): LiveStatus {
  const latest = useRef(onSignal);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    latest.current = onSignal;
  });
  useEffect(
    () =>
      openSignalStream({
        query: print(EventConversationSignalsDocument),
        variables: { eventId },
        field: 'eventConversationSignals',
        onSignal: (s) => latest.current(s),
        onStatus: setStatus,
      }),
    [eventId],
  );
  return status;
}
