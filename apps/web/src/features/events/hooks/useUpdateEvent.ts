import { useMutation } from '@apollo/client/react';
import { UpdateEventDocument } from '../../../gql/admin.ts';
import { forgetEventLists } from './forget-event-lists.ts';

/** The answer is the whole event (normalised by id); new dates or a new name can reorder lists. */
export function useUpdateEvent() {
  return useMutation(UpdateEventDocument, {
    update(cache) {
      forgetEventLists(cache);
    },
  });
}
