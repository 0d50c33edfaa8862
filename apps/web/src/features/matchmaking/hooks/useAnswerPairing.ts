import { useMutation } from '@apollo/client/react';
import { AnswerPairingDocument } from '../../../gql/corp.ts';

/** The corporate accepts or declines a pairing request; the request is normalised by id. */
export function useAnswerPairing() {
  return useMutation(AnswerPairingDocument);
}
