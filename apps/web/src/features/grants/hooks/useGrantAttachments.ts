import { useMutation } from '@apollo/client/react';
import { AddGrantAttachmentDocument, RemoveGrantAttachmentDocument } from '../../../gql/startup.ts';

/** Attach an uploaded file to a draft, or take one off (the application comes back whole). */
export function useGrantAttachments() {
  const [add, added] = useMutation(AddGrantAttachmentDocument);
  const [remove, removed] = useMutation(RemoveGrantAttachmentDocument);
  return { add, remove, busy: added.loading || removed.loading };
}
