import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { AskForGrantChangesDocument } from '../../../../gql/admin.ts';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';
import { DecisionCard } from './DecisionCard.tsx';

const ID = '9b2f6c1e-8a7d-4d1e-9f3a-2c5b7e8d9a01';

function renderCard(mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks),
    defaultOptions: DEFAULT_OPTIONS,
  });
  render(
    // env "test": no transitions or portals, so the dialog is there (or not) at once.
    <MantineProvider env="test">
      <ApolloProvider client={client}>
        <DecisionCard app={{ id: ID, status: 'IN_REVIEW' }} />
      </ApolloProvider>
    </MantineProvider>,
  );
}

const dialog = () => screen.queryByRole('dialog');

// The autosizing note listens for fonts loading; jsdom has no document.fonts.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

describe('the programme’s decision', () => {
  it('reject: the confirmation opens only once the note says why', () => {
    renderCard();
    fireEvent.click(screen.getByLabelText('Reject'));
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(dialog()).toBeNull();
    expect(screen.getByText('Say why the application is rejected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note to both parties/), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(dialog()).toBeNull();
    fireEvent.change(screen.getByLabelText(/Note to both parties/), {
      target: { value: 'Outside the programme’s scope.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(screen.getByRole('dialog', { name: 'Reject the application?' })).toBeTruthy();
  });

  it('approve needs no note', () => {
    renderCard();
    fireEvent.click(screen.getByLabelText('Approve'));
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(screen.getByRole('dialog', { name: 'Approve the application?' })).toBeTruthy();
  });

  it('ask for changes: a note is required, then it is sent with the note', async () => {
    const sent: unknown[] = [];
    renderCard([
      {
        request: { query: AskForGrantChangesDocument, variables: (v) => (sent.push(v), true) },
        result: {
          errors: [
            new GraphQLError('This application is DRAFT, not IN_REVIEW', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(screen.getByLabelText('Ask for changes'));
    const button = screen.getByRole('button', { name: 'Send back for changes' });
    fireEvent.click(button);
    expect(dialog()).toBeNull();
    expect(screen.getByText('Say what the applicant should change')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/What should the startup change\?/), {
      target: { value: 'Split the budget into hardware and engineering.' },
    });
    fireEvent.click(button);
    const confirm = screen.getByRole('dialog', { name: 'Send it back for changes?' });
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    await screen.findByText('This application is DRAFT, not IN_REVIEW');
    expect(confirm).toBeTruthy();
    expect(sent).toEqual([
      { id: ID, input: { note: 'Split the budget into hardware and engineering.' } },
    ]);
  });
});
