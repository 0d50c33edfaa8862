import { useMutation } from '@apollo/client/react';
import { CalendarFeedUrlDocument, RevokeCalendarFeedDocument } from '../../../gql/startup.ts';

/** Stops the current calendar link and shows the new one wherever the link is on screen. */
export function useRevokeCalendarFeed() {
  return useMutation(RevokeCalendarFeedDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: CalendarFeedUrlDocument,
        data: { calendarFeedUrl: data.revokeCalendarFeed },
      });
    },
  });
}
