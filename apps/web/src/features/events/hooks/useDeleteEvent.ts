import { useMutation } from '@apollo/client/react';
import { DeleteEventDocument } from '../../../gql/admin.ts';
import { forgetEventLists } from './forget-event-lists.ts';

/** Deletes a draft without participants: the cached event and the lists go. */
export function useDeleteEvent() {
  return useMutation(DeleteEventDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteEvent || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Event', id: String(variables.id) }) });
      forgetEventLists(cache);
    },
  });
}
