import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendeeCandidatesDocument } from '../../../../../gql/admin.ts';
import { DEFAULT_OPTIONS } from '../../../../../lib/apollo.ts';
import { AddParticipantsDialog } from './AddParticipantsDialog.tsx';

const company = (id: string, name: string) => ({
  __typename: 'Company',
  id,
  name,
  type: 'startup',
  country: 'SE',
  countryName: 'Sweden',
  incubatorName: null,
});

/** The candidates query for the event: the server leaves out organisations taking part. */
const candidates = (total: number, items: ReturnType<typeof company>[]) => ({
  request: {
    query: AttendeeCandidatesDocument,
    variables: { eventId: 'e1', search: null, type: 'startup', activityStatus: 'ACTIVE' },
  },
  result: { data: { companies: { __typename: 'CompanyPage', total, items } } },
});

function renderDialog(mock: ReturnType<typeof candidates>) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink([mock]),
    defaultOptions: DEFAULT_OPTIONS,
  });
  render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <AddParticipantsDialog
          eventId="e1"
          eventName="Spring Matchday"
          types={['startup']}
          onClose={() => undefined}
          onAdded={() => undefined}
        />
      </ApolloProvider>
    </MantineProvider>,
  );
}

describe('AddParticipantsDialog', () => {
  it('asks only for organisations not taking part in this event and says so', async () => {
    renderDialog(candidates(2, [company('c1', 'Aurora Grid AB'), company('c2', 'Birch AB')]));
    expect(await screen.findByText('Aurora Grid AB')).toBeTruthy();
    expect(screen.getByText(/already invited, registered or approved are not listed/)).toBeTruthy();
    expect(screen.getByTestId('add-participants-count').textContent).toBe(
      '2 organisations you can add.',
    );
  });

  it('reports the server’s true count when there are more than one page', async () => {
    const items = Array.from({ length: 20 }, (_, i) => company(`c${i}`, `Startup ${i} AB`));
    renderDialog(candidates(57, items));
    expect(await screen.findByText('Startup 0 AB')).toBeTruthy();
    expect(screen.getByTestId('add-participants-count').textContent).toBe(
      'Showing 20 of 57 organisations you can add; search to narrow the list.',
    );
  });

  it('says when nothing is left to add', async () => {
    renderDialog(candidates(0, []));
    expect(
      await screen.findByText(
        'No organisation left to add: those in your reach take part already.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('add-participants-count')).toBeNull();
  });
});
