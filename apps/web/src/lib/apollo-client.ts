import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './apollo.ts';
import { credentialsStore } from './session.ts';

let client: ApolloClient | null = null;
let userId: string | null = credentialsStore.get()?.user.id ?? null;

/** One client for the app; its cache is dropped whenever the signed-in person changes. */
export function apolloClient(): ApolloClient {
  if (!client) {
    client = createApolloClient();
    credentialsStore.subscribe(() => {
      const next = credentialsStore.get()?.user.id ?? null;
      if (next !== userId) void client?.clearStore();
      userId = next;
    });
  }
  return client;
}
