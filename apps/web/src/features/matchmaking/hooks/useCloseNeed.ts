import { useMutation } from '@apollo/client/react';
import { CloseNeedDocument } from '../../../gql/corp.ts';

/** → CLOSED (final); the answer replaces the need in the cache (normalised by id). */
export function useCloseNeed() {
  return useMutation(CloseNeedDocument);
}
