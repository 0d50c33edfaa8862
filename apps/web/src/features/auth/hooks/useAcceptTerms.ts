import { useMutation } from '@apollo/client/react';
import { AcceptTermsDocument } from '../../../gql/startup.ts';

/** Accept the legal terms; the answer (Me with its id and hasAcceptedTerms) normalizes into `me`. */
export function useAcceptTerms() {
  return useMutation(AcceptTermsDocument);
}
