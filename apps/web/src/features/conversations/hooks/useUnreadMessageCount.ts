import { useQuery } from '@apollo/client/react';
import { UnreadMessageCountDocument } from '../../../gql/startup.ts';
import { useConversationSignals } from './useConversationSignals.ts';

/** Unread messages over the company's conversations: asked again on every live signal. */
export function useUnreadMessageCount() {
  const { data, refetch } = useQuery(UnreadMessageCountDocument, {
    pollInterval: 60_000,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  useConversationSignals(() => void refetch().catch(() => undefined));
  return data?.unreadMessageCount ?? 0;
}
