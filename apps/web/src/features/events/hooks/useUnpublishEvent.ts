import { useMutation } from '@apollo/client/react';
import { UnpublishEventDocument } from '../../../gql/admin.ts';
import { forgetEventLists } from './forget-event-lists.ts';

/** Back to draft (only while nobody takes part): it moves to Drafts. */
export function useUnpublishEvent() {
  return useMutation(UnpublishEventDocument, {
    update(cache) {
      forgetEventLists(cache);
    },
  });
}
