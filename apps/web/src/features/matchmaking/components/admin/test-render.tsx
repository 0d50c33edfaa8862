import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';

/** Renders with Mantine, a router and an Apollo client answering the given mocks. */
export function renderWithMocks(ui: ReactNode, mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks),
    defaultOptions: DEFAULT_OPTIONS,
  });
  const view = render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ApolloProvider>
    </MantineProvider>,
  );
  return { ...view, client };
}
