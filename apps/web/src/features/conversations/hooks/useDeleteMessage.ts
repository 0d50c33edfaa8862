import { useMutation } from '@apollo/client/react';
import { DeleteMessageDocument } from '../../../gql/startup.ts';

/** Deletes one's own message (it stays in the thread as deleted). */
export function useDeleteMessage() {
  const [remove] = useMutation(DeleteMessageDocument);
  return (messageId: string) =>
    remove({ variables: { messageId } }).then((r) => r.data!.deleteMessage);
}
