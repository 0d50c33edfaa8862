import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookableTimesDocument } from '../../../../gql/startup.ts';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';
import { TimePicker } from './TimePicker.tsx';

const time = (slot: number, start: string, end: string) => ({
  __typename: 'BookableTime' as const,
  slot,
  startsAt: start,
  endsAt: end,
});

function renderPicker(
  bookable: { possible: boolean; reason: string | null; times: ReturnType<typeof time>[] },
  props: { exclude?: string; onPick?: (slot: number) => void } = {},
) {
  const mock = {
    request: {
      query: BookableTimesDocument,
      variables: { eventId: 'e1', counterpartCompanyId: 'c1' },
    },
    result: {
      data: {
        event: {
          __typename: 'Event' as const,
          id: 'e1',
          timezone: 'Europe/Stockholm',
          booking: {
            __typename: 'BookingSettings' as const,
            eventId: 'e1',
            schedulingMode: 'PARTICIPANTS' as const,
            requestMode: 'APPROVAL' as const,
          },
        },
        bookableTimes: { __typename: 'BookableTimes' as const, ...bookable },
      },
    },
  };
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink([mock]),
    defaultOptions: DEFAULT_OPTIONS,
  });
  return render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <TimePicker
          eventId="e1"
          counterpartId="c1"
          busy={false}
          onPick={props.onPick ?? (() => undefined)}
          exclude={props.exclude}
        />
      </ApolloProvider>
    </MantineProvider>,
  );
}

describe('TimePicker', () => {
  it('says why booking is not possible', async () => {
    renderPicker({ possible: false, reason: 'Booking has closed for this event', times: [] });
    expect(await screen.findByText('Not possible: Booking has closed for this event')).toBeTruthy();
  });

  it('offers the free times in the event’s zone, leaves out the one answered, and picks', async () => {
    const onPick = vi.fn();
    renderPicker(
      {
        possible: true,
        reason: null,
        times: [
          time(0, '2027-03-12T08:00:00.000Z', '2027-03-12T08:20:00.000Z'),
          time(1, '2027-03-12T08:20:00.000Z', '2027-03-12T08:40:00.000Z'),
        ],
      },
      { exclude: '2027-03-12T08:00:00.000Z', onPick },
    );
    const button = await screen.findByRole('button', { name: '09:20–09:40' });
    expect(screen.queryByRole('button', { name: '09:00–09:20' })).toBeNull();
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledWith(1);
  });

  it('with only the answered time free, there is no other time', async () => {
    renderPicker(
      {
        possible: true,
        reason: null,
        times: [time(0, '2027-03-12T08:00:00.000Z', '2027-03-12T08:20:00.000Z')],
      },
      { exclude: '2027-03-12T08:00:00.000Z' },
    );
    expect(
      await screen.findByText('Not possible: there is no other time you are both free'),
    ).toBeTruthy();
  });
});
