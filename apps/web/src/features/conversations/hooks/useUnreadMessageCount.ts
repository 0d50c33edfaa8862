import { useQuery } from '@apollo/client/react';
import { UnreadMessageCountDocument } from '../../../gql/startup.ts';

/**
 * Unread messages over the company's conversations, for the navigation badge: asked every 20
 * seconds while the tab is shown. Only the Messages screens hold the live stream open, so other
 * pages keep no connection open for a badge (and a page can be seen as loaded).
 */
export function useUnreadMessageCount() {
  const { data } = useQuery(UnreadMessageCountDocument, {
    pollInterval: 20_000,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  return data?.unreadMessageCount ?? 0;
}
