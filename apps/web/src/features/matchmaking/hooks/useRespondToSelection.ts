import { useMutation } from '@apollo/client/react';
import { RespondToSelectionDocument } from '../../../gql/startup.ts';

/** The startup confirms or declines a corporate's selection; the match is normalised by id. */
export function useRespondToSelection() {
  return useMutation(RespondToSelectionDocument);
}
