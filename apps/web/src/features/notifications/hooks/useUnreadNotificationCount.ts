import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UnreadNotificationCountDocument } from '../../../gql/startup.ts';

/** How often the bell asks for the count (decision 064: modest polling, no websockets). */
export const COUNT_POLL_MS = 60_000;

/** The bell's unread count: polled every minute while visible, and again on focus. */
export function useUnreadNotificationCount() {
  const { data, refetch } = useQuery(UnreadNotificationCountDocument, {
    pollInterval: COUNT_POLL_MS,
    // A hidden tab does not ask; it asks again when it is shown (below).
    skipPollAttempt: () => document.visibilityState === 'hidden',
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch]);
  return data?.unreadNotificationCount ?? 0;
}
