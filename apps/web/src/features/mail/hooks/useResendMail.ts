import { useMutation } from '@apollo/client/react';
import { ResendMailDocument } from '../../../gql/admin.ts';

/** Queue a mail again; the answer (id, state, attempts) normalizes into the message and its row. */
export function useResendMail() {
  return useMutation(ResendMailDocument);
}
