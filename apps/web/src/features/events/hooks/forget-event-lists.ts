import type { ApolloCache } from '@apollo/client';

/**
 * The events lists are filtered by status and searched on the server: after a change that can
 * move an event between Upcoming, Previous and Drafts (or add or remove one), the cached lists are
 * dropped and a list on screen asks again.
 */
export function forgetEventLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventPage' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'events' });
  cache.gc();
}

/**
 * Participant lists are filtered by state and type on the server, and the event's counts are
 * computed there: after adding or deciding, both are dropped so the screen asks again.
 */
export function forgetAttendees(cache: ApolloCache, eventId: string) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventAttendees' });
  cache.evict({ id: cache.identify({ __typename: 'Event', id: eventId }), fieldName: 'attendees' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventPage' });
  cache.gc();
}
