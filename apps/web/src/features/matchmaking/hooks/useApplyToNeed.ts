import { useMutation } from '@apollo/client/react';
import { ApplyToNeedDocument } from '../../../gql/startup.ts';

/** A startup says it is interested in a need (or edits its note); the need's `myApplication` follows. */
export function useApplyToNeed() {
  return useMutation(ApplyToNeedDocument);
}
