import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  InviteTeamMemberDocument,
  MyTeamDocument,
  RemoveTeamMemberDocument,
} from '../../../gql/startup.ts';
import { DEFAULT_OPTIONS } from '../../../lib/apollo.ts';
import { TeamPage } from './TeamPage.tsx';

const member = {
  __typename: 'TeamMember' as const,
  id: 'u1',
  name: 'Frida Founder',
  email: 'frida@fika.test',
  title: 'CEO',
  pending: false,
  isContactPerson: true,
  invitedAt: null,
  invitationExpiresAt: null,
};
const DAY = 24 * 3600_000;
const invitation = {
  ...member,
  id: 'i1',
  name: 'Cole Colleague',
  email: 'cole@elsewhere.test',
  title: 'CTO',
  pending: true,
  isContactPerson: false,
  invitedAt: '2026-11-20T10:00:00.000Z',
  invitationExpiresAt: new Date(Date.now() + 5 * DAY).toISOString(),
};
const expired = {
  ...invitation,
  id: 'i2',
  name: 'Old Invite',
  email: 'old@nowhere.test',
  title: null,
  invitedAt: '2026-01-01T10:00:00.000Z',
  invitationExpiresAt: '2026-01-08T10:00:00.000Z',
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks),
    defaultOptions: DEFAULT_OPTIONS,
  });
  render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <MemoryRouter>
          <TeamPage />
        </MemoryRouter>
      </ApolloProvider>
    </MantineProvider>,
  );
}

const team = (myTeam: unknown[]) => ({
  request: { query: MyTeamDocument },
  result: { data: { myTeam } },
});

// Role queries over Mantine's markup are slow in jsdom on a busy machine.
describe('TeamPage', { timeout: 30_000 }, () => {
  it('lists pending invitations as invitations, apart from the members, as they were typed', async () => {
    renderPage([team([member, invitation, expired])]);
    const invitations = await screen.findByRole('list', { name: 'Invitations (2)' });
    const members = screen.getByRole('list', { name: 'Team members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(1);
    expect(within(members).queryByText('Cole Colleague')).toBeNull();

    const [open, old] = within(invitations).getAllByRole('listitem');
    expect(within(open!).getByText('Cole Colleague')).toBeTruthy();
    expect(within(open!).getByText('CTO · cole@elsewhere.test')).toBeTruthy();
    expect(within(open!).getByText('Invitation sent')).toBeTruthy();
    expect(open!.textContent).toContain('Sent 20 Nov 2026 · the link works until');
    expect(within(old!).getByText('Link expired')).toBeTruthy();
    expect(old!.textContent).toContain('Sent 1 Jan 2026 · the link expired on 8 Jan 2026');
    // Invitations are no members: no contact-person choice, no account removal.
    expect(within(invitations).queryByRole('button', { name: 'Make contact person' })).toBeNull();
    expect(within(invitations).queryByRole('button', { name: /^Remove/ })).toBeNull();
    // The page says why an invitation may stay open, without saying for whom.
    expect(
      screen.getByText(/already has a Matchday account signs in with it instead/),
    ).toBeTruthy();
  });

  it('withdraws an invitation after confirming', async () => {
    renderPage([
      team([member, invitation]),
      {
        request: { query: RemoveTeamMemberDocument, variables: { userId: 'i1' } },
        result: { data: { removeTeamMember: [member] } },
      },
    ]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to Cole Colleague' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw invitation' }));
    expect(await screen.findByText('The invitation to Cole Colleague was withdrawn.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: /^Invitations/ })).toBeNull());
  });

  it('shows the hourly limit’s message when the company has invited too many', async () => {
    renderPage([
      team([member]),
      {
        request: {
          query: InviteTeamMemberDocument,
          variables: { input: { email: 'new@x.test', name: 'New Person', title: null } },
        },
        result: {
          errors: [
            new GraphQLError(
              'Your company has sent 20 invitations in the last hour, the most allowed. Try again in 12 minutes.',
              { extensions: { code: 'TOO_MANY_REQUESTS' } },
            ),
          ],
        },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: 'new@x.test' } });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'New Person' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Your company has sent 20 invitations in the last hour, the most allowed. Try again in 12 minutes.',
    );
  });
});
