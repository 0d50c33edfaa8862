import type { ApolloCache } from '@apollo/client';

/**
 * The Matches tab reads an event's matches in one list and each need's suggestions in another;
 * after a change that moves many matches (generate, publish, an accepted pairing), both lists
 * are dropped and the lists on screen ask the server again.
 */
export function forgetEventMatches(cache: ApolloCache, eventId: string) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventMatches', args: { eventId } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'needSuggestions' });
  cache.gc();
}
