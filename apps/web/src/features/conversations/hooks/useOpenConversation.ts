import { useMutation } from '@apollo/client/react';
import { OpenConversationDocument } from '../../../gql/startup.ts';

/** Opens (or finds) the conversation with a company at an event; answers its id. */
export function useOpenConversation() {
  const [open, state] = useMutation(OpenConversationDocument);
  return [
    (companyId: string, eventId: string) =>
      open({ variables: { companyId, eventId } }).then((r) => r.data!.openConversation.id),
    state.loading,
  ] as const;
}
