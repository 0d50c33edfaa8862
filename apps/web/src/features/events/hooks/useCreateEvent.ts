import { useMutation } from '@apollo/client/react';
import { CreateEventDocument } from '../../../gql/admin.ts';
import { forgetEventLists } from './forget-event-lists.ts';

/** A new draft; the Drafts list asks the server again. */
export function useCreateEvent() {
  return useMutation(CreateEventDocument, {
    update(cache) {
      forgetEventLists(cache);
    },
  });
}
