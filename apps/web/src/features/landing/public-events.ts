import { GRAPH_PATHS, MAX_REQUEST_RETRIES } from '@matchday/shared';
import { useEffect, useState } from 'react';
import type { PublicUpcomingEventsQuery } from '../../gql/public.ts';
import query from './graphql/public/PublicUpcomingEvents.graphql?raw';

/**
 * The landing page's one query, on the public graph with a plain `fetch`: the page stays free
 * of the GraphQL client (Apollo and its cache load with the areas). Failed requests are retried
 * up to twice (SPEC §9); a refusal (4xx) is not.
 */

export type PublicEvents = PublicUpcomingEventsQuery['events'];
export type LoadPublicEvents = (limit: number) => Promise<PublicEvents>;

class Refused extends Error {}

export const loadPublicEvents: LoadPublicEvents = async (limit) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(GRAPH_PATHS.public, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables: { limit } }),
      });
      if (response.status >= 400 && response.status < 500) throw new Refused();
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as { data?: PublicUpcomingEventsQuery | null };
      if (!body.data) throw new Refused();
      return body.data.events;
    } catch (error) {
      if (error instanceof Refused || attempt >= MAX_REQUEST_RETRIES) throw error;
    }
  }
};

export type PublicEventsState = {
  events: PublicEvents | null;
  loading: boolean;
  error: boolean;
};

/** Loads the upcoming events once per mount. */
export function usePublicEvents(limit: number, load: LoadPublicEvents): PublicEventsState {
  const [state, setState] = useState<PublicEventsState>({
    events: null,
    loading: true,
    error: false,
  });
  useEffect(() => {
    let live = true;
    load(limit).then(
      (events) => live && setState({ events, loading: false, error: false }),
      () => live && setState({ events: null, loading: false, error: true }),
    );
    return () => {
      live = false;
    };
  }, [limit, load]);
  return state;
}
