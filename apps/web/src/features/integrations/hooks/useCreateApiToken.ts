import { useMutation } from '@apollo/client/react';
import { ApiTokensDocument, CreateApiTokenDocument } from '../../../gql/admin.ts';

/** Makes a token; the list is read again so the new row shows (its secret only in the answer). */
export function useCreateApiToken() {
  return useMutation(CreateApiTokenDocument, { refetchQueries: [ApiTokensDocument] });
}
