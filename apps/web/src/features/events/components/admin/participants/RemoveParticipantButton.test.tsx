import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ParticipantRemovalPreviewDocument,
  RemoveParticipantDocument,
} from '../../../../../gql/admin.ts';
import { DEFAULT_OPTIONS } from '../../../../../lib/apollo.ts';
import { RemoveParticipantButton } from './RemoveParticipantButton.tsx';

const preview = (matches: number, meetings: number) => ({
  request: { query: ParticipantRemovalPreviewDocument, variables: { attendanceId: 'a1' } },
  result: {
    data: {
      participantRemovalPreview: { __typename: 'ParticipantRemovalEffects', matches, meetings },
    },
  },
});

function renderButton(mocks: MockLink.MockedResponse[], removed: unknown[] = []) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks),
    defaultOptions: DEFAULT_OPTIONS,
  });
  render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <RemoveParticipantButton
          attendanceId="a1"
          name="Fjord Energy AB"
          onRemoved={(d) => removed.push(d)}
        />
      </ApolloProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Remove Fjord Energy AB' }));
}

describe('RemoveParticipantButton', () => {
  it('names what removal does (from the server), then removes', async () => {
    const removed: unknown[] = [];
    let sent = 0;
    renderButton(
      [
        preview(2, 1),
        {
          request: { query: RemoveParticipantDocument, variables: { attendanceId: 'a1' } },
          result: () => {
            sent += 1;
            return {
              data: {
                removeParticipant: {
                  __typename: 'ParticipantRemoval',
                  matches: 2,
                  meetings: 1,
                  attendance: {
                    __typename: 'Attendance',
                    id: 'a1',
                    eventId: 'e1',
                    state: 'WITHDRAWN',
                  },
                },
              },
            };
          },
        },
      ],
      removed,
    );
    const effects = await screen.findByTestId('removal-effects');
    expect(effects.textContent).toContain('2 matches end and 1 meeting not yet held is cancelled.');
    expect(sent).toBe(0);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove participant' }));
    await waitFor(() =>
      expect(removed).toEqual([
        {
          __typename: 'ParticipantRemoval',
          matches: 2,
          meetings: 1,
          attendance: expect.anything(),
        },
      ]),
    );
    expect(sent).toBe(1);
  });

  it('says so when there is nothing to end', async () => {
    renderButton([preview(0, 0)]);
    expect((await screen.findByTestId('removal-effects')).textContent).toContain(
      'It has no open matches and no meetings to cancel.',
    );
  });

  it('shows the server’s refusal and offers no Remove', async () => {
    renderButton([
      {
        request: { query: ParticipantRemovalPreviewDocument, variables: { attendanceId: 'a1' } },
        result: {
          errors: [
            new GraphQLError('Only an approved participant can be removed', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only an approved participant can be removed');
    const button = within(screen.getByRole('dialog')).getByRole('button', {
      name: 'Remove participant',
    });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
