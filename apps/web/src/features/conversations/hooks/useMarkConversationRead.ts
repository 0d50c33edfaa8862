import { useMutation } from '@apollo/client/react';
import { MarkConversationReadDocument, UnreadMessageCountDocument } from '../../../gql/startup.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';

/** Marks a conversation read (not while viewing as someone); the navigation's count follows. */
export function useMarkConversationRead() {
  const impersonating = useImpersonating();
  const [mark] = useMutation(MarkConversationReadDocument, {
    refetchQueries: [UnreadMessageCountDocument],
  });
  return (conversationId: string) =>
    impersonating
      ? Promise.resolve()
      : mark({ variables: { conversationId } }).then(() => undefined);
}
