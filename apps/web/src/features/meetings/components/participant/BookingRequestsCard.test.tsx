import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AcceptMeetingRequestDocument,
  DeclineMeetingRequestDocument,
  MyBookingRequestsDocument,
} from '../../../../gql/startup.ts';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';
import { BookingRequestsCard } from './BookingRequestsCard.tsx';

const request = (id: string, incoming: boolean, state: 'PENDING' | 'ACCEPTED' | 'DECLINED') => ({
  __typename: 'BookingRequest' as const,
  id,
  state,
  incoming,
  counterpartId: incoming ? 'c-birch' : 'c-fjord',
  counterpartName: incoming ? 'Birch Analytics AB' : 'Fjord Energy AB',
  startsAt: '2027-03-12T08:00:00.000Z',
  endsAt: '2027-03-12T08:20:00.000Z',
  expiresAt: '2027-03-10T08:00:00.000Z',
  declineReason: state === 'DECLINED' ? 'Our team is full' : null,
  meetingId: state === 'ACCEPTED' ? 'm1' : null,
});

const listMock = (mode: 'ORGANISER' | 'HYBRID', requests: ReturnType<typeof request>[]) => ({
  request: { query: MyBookingRequestsDocument, variables: { eventId: 'e1' } },
  result: {
    data: {
      event: {
        __typename: 'Event' as const,
        id: 'e1',
        timezone: 'Europe/Stockholm',
        booking: { __typename: 'BookingSettings' as const, eventId: 'e1', schedulingMode: mode },
      },
      myBookingRequests: requests,
    },
  },
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks),
    defaultOptions: DEFAULT_OPTIONS,
  });
  return render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <BookingRequestsCard eventId="e1" />
      </ApolloProvider>
    </MantineProvider>,
  );
}

describe('BookingRequestsCard', () => {
  it('stays away from an event its organisers schedule', async () => {
    const { container } = renderCard([listMock('ORGANISER', [])]);
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading your meeting requests')).toBeNull(),
    );
    expect(container.querySelector('[data-testid="booking-requests"]')).toBeNull();
  });

  it('lists received and sent requests with their time in the event’s zone; accepting books', async () => {
    const accepted = { ...request('r1', true, 'ACCEPTED') };
    renderCard([
      listMock('HYBRID', [request('r1', true, 'PENDING'), request('r2', false, 'DECLINED')]),
      {
        request: { query: AcceptMeetingRequestDocument, variables: { requestId: 'r1' } },
        result: { data: { acceptMeetingRequest: accepted } },
      },
    ]);
    expect(await screen.findByText('From Birch Analytics AB')).toBeTruthy();
    expect(screen.getByText('To Fjord Energy AB')).toBeTruthy();
    expect(screen.getAllByText(/09:00–09:20/)).toHaveLength(2);
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByText('Our team is full')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Booked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('declining asks first and sends the reason', async () => {
    renderCard([
      listMock('PARTICIPANTS' as 'HYBRID', [request('r1', true, 'PENDING')]),
      {
        request: {
          query: DeclineMeetingRequestDocument,
          variables: { requestId: 'r1', reason: 'No time that day' },
        },
        result: { data: { declineMeetingRequest: request('r1', true, 'DECLINED') } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const box = await screen.findByLabelText('Reason (optional, Birch Analytics AB reads it)');
    fireEvent.change(box, { target: { value: 'No time that day' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the request' }));
    expect(await screen.findByText('Declined')).toBeTruthy();
  });
});
