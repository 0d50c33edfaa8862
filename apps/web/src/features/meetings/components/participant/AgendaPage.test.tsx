import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SetMeetingStatusDocument } from '../../../../gql/corp.ts';
import {
  CalendarFeedUrlDocument,
  MyAgendaDocument,
  MyBookingRequestsDocument,
  RevokeCalendarFeedDocument,
  type AgendaMeetingFieldsFragment,
} from '../../../../gql/startup.ts';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';
import { AgendaPage } from './AgendaPage.tsx';

const MINUTE = 60_000;
const FEED = 'http://matchday.test/api/calendar/feed-1.sig.ics';

const event = {
  __typename: 'Event' as const,
  id: 'e1',
  name: 'Nordic Energy Matchday',
  format: 'HYBRID' as const,
  venue: 'Malmö Live',
  timezone: 'Europe/Stockholm',
  startDate: '2027-03-12T07:00:00.000Z',
  endDate: '2027-03-12T16:00:00.000Z',
  status: 'UPCOMING' as const,
};

function meeting(
  id: string,
  startsAt: number,
  extra: Partial<AgendaMeetingFieldsFragment> = {},
): AgendaMeetingFieldsFragment & { __typename: 'Meeting' } {
  return {
    __typename: 'Meeting',
    id,
    status: 'CONFIRMED',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 20 * MINUTE).toISOString(),
    slot: 0,
    table: 2,
    tableName: 'Table 2',
    videoLink: `https://meet.example.com/${id}`,
    cancelReason: null,
    absentSide: null,
    needTitle: 'Inspection drones',
    sequence: 1,
    startup: { __typename: 'CompanyCard', id: 's1', name: 'Northwind Robotics AB' },
    corporate: { __typename: 'CompanyCard', id: 'c1', name: 'Fjord Energy AB' },
    ...extra,
  } as AgendaMeetingFieldsFragment & { __typename: 'Meeting' };
}

const agendaMock = (meetings: AgendaMeetingFieldsFragment[]) => ({
  request: { query: MyAgendaDocument, variables: { eventId: 'e1' } },
  result: { data: { event, myMeetings: meetings } },
});
const feedMock = {
  request: { query: CalendarFeedUrlDocument },
  result: { data: { calendarFeedUrl: FEED } },
};

/** An event its organisers schedule: the booking card stays away. */
const bookingMock = bookingMockOf('ORGANISER');
function bookingMockOf(schedulingMode: 'ORGANISER' | 'PARTICIPANTS') {
  return {
    request: { query: MyBookingRequestsDocument, variables: { eventId: 'e1' } },
    result: {
      data: {
        event: {
          __typename: 'Event' as const,
          id: 'e1',
          timezone: 'Europe/Stockholm',
          booking: {
            __typename: 'BookingSettings' as const,
            eventId: 'e1',
            schedulingMode,
          },
        },
        myBookingRequests: [],
      },
    },
  };
}

function renderAgenda(
  role: 'startup' | 'corp',
  mocks: MockLink.MockedResponse[],
  booking = bookingMock,
) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink([...mocks, booking]),
    defaultOptions: DEFAULT_OPTIONS,
  });
  return render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/x/events/e1/agenda']}>
          <Routes>
            <Route
              path="/x/events/:id/agenda"
              element={<AgendaPage role={role} profilePath={(id) => `/x/companies/${id}`} />}
            />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </MantineProvider>,
  );
}

describe('AgendaPage', () => {
  it('says the schedule is not published while there are no meetings', async () => {
    renderAgenda('startup', [agendaMock([]), feedMock]);
    await screen.findByText('The organisers have not published the schedule yet');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    // The subscription card is there anyway.
    expect(await screen.findByDisplayValue(FEED)).toBeTruthy();
  });

  it('where participants book, says no meeting is booked yet instead of waiting for a schedule', async () => {
    renderAgenda('corp', [agendaMock([]), feedMock], bookingMockOf('PARTICIPANTS'));
    await screen.findByText('No meetings booked yet');
    expect(screen.queryByText('The organisers have not published the schedule yet')).toBeNull();
  });

  it('lists the startup’s meetings: time in the event’s zone, corporate with profile link, need, place, status', async () => {
    const at = Date.parse('2027-03-12T08:00:00.000Z'); // 09:00 in Stockholm
    renderAgenda('startup', [
      agendaMock([
        meeting('m1', at),
        meeting('m2', at + 40 * MINUTE, {
          status: 'CANCELLED',
          cancelReason: 'Flight cancelled',
          corporate: { id: 'c2', name: 'Hansa Logistics GmbH' },
        }),
      ]),
      feedMock,
    ]);
    const first = await screen.findByRole('article', { name: 'Meeting with Fjord Energy AB' });
    const row = within(first);
    expect(row.getByText('09:00–09:20')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Fjord Energy AB' }).getAttribute('href')).toBe(
      '/x/companies/c1',
    );
    expect(row.getByText('Need: Inspection drones')).toBeTruthy();
    expect(row.getByText('Table 2')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Join video call with Fjord Energy AB' })).toBeTruthy();
    expect(row.getByText('Confirmed')).toBeTruthy();
    // A startup never marks meetings.
    expect(row.queryByRole('button', { name: /held/ })).toBeNull();
    const second = within(
      screen.getByRole('article', { name: 'Meeting with Hansa Logistics GmbH' }),
    );
    expect(second.getByText('Cancelled: Flight cancelled')).toBeTruthy();
    expect(second.queryByRole('link', { name: /video call/ })).toBeNull();
    expect(screen.getByRole('heading', { name: '12 Mar 2027' })).toBeTruthy();
    expect(screen.getByText(/Stockholm time \(GMT\+1\)/)).toBeTruthy();
  });

  it('lets the corporate mark a begun meeting held after confirming; a later one says when it opens', async () => {
    const now = Date.now();
    const begun = meeting('m1', now - 5 * MINUTE);
    const later = meeting('m2', now + 3 * 60 * MINUTE, {
      startup: { id: 's2', name: 'Aurora Grid AB' },
    });
    let sent: unknown = null;
    renderAgenda('corp', [
      agendaMock([begun, later]),
      feedMock,
      {
        request: {
          query: SetMeetingStatusDocument,
          variables: (v) => {
            sent = v;
            return true;
          },
        },
        result: { data: { setMeetingStatus: { ...begun, status: 'HELD', sequence: 2 } } },
      },
    ]);
    const row = within(
      await screen.findByRole('article', { name: 'Meeting with Northwind Robotics AB' }),
    );
    expect(
      within(screen.getByRole('article', { name: 'Meeting with Aurora Grid AB' })).getByText(
        /You can mark it held or a no-show from \d\d:\d\d/,
      ),
    ).toBeTruthy();
    fireEvent.click(
      row.getByRole('button', { name: 'Mark held: the meeting with Northwind Robotics AB' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark the meeting with Northwind Robotics AB as held?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark held' }));
    await row.findByText('Held');
    expect(sent).toEqual({ meetingId: 'm1', status: 'HELD' });
    // Held: only the correction to no-show is left.
    expect(row.queryByRole('button', { name: /held$/ })).toBeNull();
    expect(row.getByRole('button', { name: 'No-show: Northwind Robotics AB' })).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const begun = meeting('m1', Date.now() - 5 * MINUTE);
    renderAgenda('corp', [
      agendaMock([begun]),
      feedMock,
      {
        request: {
          query: SetMeetingStatusDocument,
          variables: { meetingId: 'm1', status: 'NO_SHOW' },
        },
        result: {
          errors: [
            new GraphQLError('This meeting was cancelled; a cancelled meeting stays cancelled', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'No-show: Northwind Robotics AB' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark no-show' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'a cancelled meeting stays cancelled',
    );
  });

  it('resets the calendar link after explaining that the old one stops working', async () => {
    const fresh = 'http://matchday.test/api/calendar/feed-2.sig.ics';
    renderAgenda('startup', [
      agendaMock([]),
      feedMock,
      {
        request: { query: RevokeCalendarFeedDocument },
        result: { data: { revokeCalendarFeed: fresh } },
      },
    ]);
    await screen.findByDisplayValue(FEED);
    expect(screen.getByRole('link', { name: 'Subscribe in calendar' }).getAttribute('href')).toBe(
      'webcal://matchday.test/api/calendar/feed-1.sig.ics',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await screen.findByDisplayValue(fresh);
    // The notice follows the mutation's promise, which can settle after the cache shows the link.
    expect(await screen.findByText(/the old one no longer works/)).toBeTruthy();
  });
});
