import { useMutation } from '@apollo/client/react';
import { PublishEventDocument } from '../../../gql/admin.ts';
import { forgetEventLists } from './forget-event-lists.ts';

/** Draft → published: the event's status is normalised; it leaves Drafts for Upcoming. */
export function usePublishEvent() {
  return useMutation(PublishEventDocument, {
    update(cache) {
      forgetEventLists(cache);
    },
  });
}
