import { useMutation } from '@apollo/client/react';
import { EditMessageDocument } from '../../../gql/startup.ts';

/** Changes the text of one's own message (within five minutes of sending it). */
export function useEditMessage() {
  const [edit, state] = useMutation(EditMessageDocument);
  return [
    (messageId: string, body: string) =>
      edit({ variables: { messageId, body } }).then((r) => r.data!.editMessage),
    state.loading,
  ] as const;
}
