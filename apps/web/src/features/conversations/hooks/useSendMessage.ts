import { useMutation } from '@apollo/client/react';
import { SendMessageDocument } from '../../../gql/startup.ts';

/** Sends a message; the thread merges the answer by id (a live signal may bring it too). */
export function useSendMessage() {
  const [send, state] = useMutation(SendMessageDocument);
  return [
    (conversationId: string, body: string) =>
      send({ variables: { conversationId, body } }).then((r) => r.data!.sendMessage),
    state.loading,
  ] as const;
}
