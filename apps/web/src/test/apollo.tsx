import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_OPTIONS } from '../lib/apollo.ts';

/** A client on a fresh cache answering the given mocked operations, and a hook rendered with it. */
export function withMockedClient(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks),
    defaultOptions: DEFAULT_OPTIONS,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper }).result;
  return { client, cache: client.cache, render };
}
