import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { JoinEventDocument, WithdrawFromEventDocument } from '../../../../gql/startup.ts';
import { RegistrationCard } from './RegistrationCard.tsx';
import { eventData } from './test-data.ts';
import { renderWithMocks } from './test-render.tsx';

const attendance = (state: string) => ({
  __typename: 'Attendance',
  id: 'a1',
  eventId: 'e1',
  state,
  unavailableSlots: [],
  attendingUserIds: [],
});

describe('RegistrationCard', () => {
  it('startup, registration open, not registered: Register sends joinEvent', async () => {
    let sent = false;
    renderWithMocks(<RegistrationCard role="startup" event={eventData()} />, [
      {
        request: { query: JoinEventDocument, variables: { eventId: 'e1' } },
        result: () => {
          sent = true;
          return { data: { joinEvent: attendance('REGISTERED') } };
        },
      },
    ]);
    expect(screen.getByText('Not registered yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText(/You are registered/);
    expect(sent).toBe(true);
  });

  it('startup, registration closed: no action, says it is closed', () => {
    renderWithMocks(
      <RegistrationCard role="startup" event={eventData({ registrationOpen: false })} />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Registration is closed')).toBeTruthy();
  });

  it('a pending startup sees the server’s explanation', async () => {
    const explanation =
      'Your organisation’s account is waiting for approval: an admin activates it before you can join events';
    renderWithMocks(<RegistrationCard role="startup" event={eventData()} />, [
      {
        request: { query: JoinEventDocument, variables: { eventId: 'e1' } },
        result: { errors: [new GraphQLError(explanation, { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toContain(explanation);
  });

  it('startup, invited: Accept invitation and Decline', () => {
    renderWithMocks(
      <RegistrationCard
        role="startup"
        event={eventData({ registrationOpen: false }, { state: 'INVITED' })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByTestId('attendance-badge').textContent).toBe('Invited');
  });

  it('startup, approved: Withdraw asks first, then sends withdrawFromEvent', async () => {
    let sent = false;
    renderWithMocks(
      <RegistrationCard role="startup" event={eventData({}, { state: 'APPROVED' })} />,
      [
        {
          request: { query: WithdrawFromEventDocument, variables: { eventId: 'e1' } },
          result: () => {
            sent = true;
            return { data: { withdrawFromEvent: attendance('WITHDRAWN') } };
          },
        },
      ],
    );
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(sent).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Withdraw from Nordic Energy Day?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent).toBe(true));
  });

  it('corporate: no registration buttons; says organisers add corporates', () => {
    renderWithMocks(<RegistrationCard role="corp" event={eventData()} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Corporates are added by the organisers')).toBeTruthy();
  });

  it('corporate taking part: no buttons, says what comes next', () => {
    renderWithMocks(<RegistrationCard role="corp" event={eventData({}, { state: 'APPROVED' })} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Your organisation takes part')).toBeTruthy();
  });
});
