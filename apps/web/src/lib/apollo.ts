import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { MAX_REQUEST_RETRIES } from '@matchday/shared';
import { from, map, switchMap } from 'rxjs';
import { graphEndpointFor } from './graph-endpoint.ts';
import { humanResult } from './graphql-errors.ts';
import { credentialsStore } from './session.ts';
import { refreshCredentials } from './token-refresh.ts';

const REFRESHED = 'matchdayRefreshed';

/** authorization + deviceid on every request (SPEC §7). */
const authLink = new SetContextLink((prev) => {
  const credentials = credentialsStore.get();
  if (!credentials) return {};
  return {
    headers: {
      ...prev.headers,
      authorization: credentials.token.accessTokenHeader,
      deviceid: credentials.deviceid,
    },
  };
});

/** 401 → refresh once → retry with the new access token; a failed refresh signs out. */
const refreshLink = new ErrorLink(({ error, operation, forward }) => {
  if (!ServerError.is(error) || error.statusCode !== 401) return;
  if (operation.getContext()[REFRESHED]) return;
  operation.setContext({ [REFRESHED]: true });
  return from(refreshCredentials()).pipe(
    switchMap((fresh) => {
      if (!fresh) throw error;
      return forward(operation);
    }),
  );
});

/** A refusal of the server's field guard reads as a sentence, never as a resolver name. */
const humanErrorsLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(map((result) => humanResult(result, operation.operationType))),
);

/** Failed requests are retried up to twice (SPEC §9); client errors are not retried. */
const retryLink = new RetryLink({
  attempts: {
    max: MAX_REQUEST_RETRIES + 1,
    retryIf: (error) => !(ServerError.is(error) && error.statusCode < 500),
  },
});

const httpLink = new HttpLink({
  uri: () => graphEndpointFor(credentialsStore.get()?.user ?? null),
  headers: { accept: '*/*' },
});

/** Queries are not cached and return errors along with data; mutations reject on errors. */
export const DEFAULT_OPTIONS = {
  query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
  watchQuery: { fetchPolicy: 'network-only', errorPolicy: 'all' },
  mutate: { errorPolicy: 'none' },
} satisfies ApolloClient.DefaultOptions;

export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([humanErrorsLink, refreshLink, retryLink, authLink, httpLink]),
    cache: new InMemoryCache(),
    defaultOptions: DEFAULT_OPTIONS,
  });
}

// Module augmentation has to use the namespace Apollo declares.
/* eslint-disable @typescript-eslint/no-namespace */
declare module '@apollo/client' {
  export namespace ApolloClient {
    namespace DeclareDefaultOptions {
      interface Query {
        errorPolicy: 'all';
      }
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'none';
      }
    }
  }
}
