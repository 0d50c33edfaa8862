import { useMutation } from '@apollo/client/react';
import { ConfirmGrantPartnerDocument } from '../../../gql/corp.ts';

/** The corporate partner confirms its part; the application is normalised by id. */
export function useConfirmGrantPartner() {
  return useMutation(ConfirmGrantPartnerDocument);
}
