import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MoveMeetingDocument, ScheduleBoardDocument } from '../../../../gql/admin.ts';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';
import { clearCredentials, storeCredentials } from '../../../../lib/session.ts';
import { ScheduleTab } from './ScheduleTab.tsx';

const company = (id: string, name: string) => ({ __typename: 'CompanyCard', id, name });
const meeting = (id: string, over: Record<string, unknown>) => ({
  __typename: 'Meeting',
  id,
  status: 'SCHEDULED',
  startsAt: '2027-03-01T08:00:00.000Z',
  endsAt: '2027-03-01T08:20:00.000Z',
  slot: 0,
  table: 1,
  tableName: 'Table 1',
  videoLink: null,
  locked: false,
  mustMeet: false,
  published: false,
  changedSincePublish: false,
  unplacedReason: null,
  unplacedText: null,
  cancelReason: null,
  absentSide: null,
  needTitle: null,
  startup: company('s1', 'Aurora Grid AB'),
  corporate: company('c1', 'Fjord Energy AB'),
  ...over,
});

const board = (meetings: unknown[], scheduleBlackouts: unknown[] = []) => ({
  request: { query: ScheduleBoardDocument, variables: { eventId: 'e1', blackouts: true } },
  result: {
    data: {
      event: {
        __typename: 'Event',
        id: 'e1',
        name: 'Spring Matchday',
        timezone: 'Europe/Stockholm',
        format: 'PHYSICAL',
        venue: 'Malmö Live',
        slots: [
          {
            __typename: 'Slot',
            index: 0,
            start: '2027-03-01T08:00:00.000Z',
            end: '2027-03-01T08:20:00.000Z',
            session: 0,
          },
          {
            __typename: 'Slot',
            index: 1,
            start: '2027-03-01T08:20:00.000Z',
            end: '2027-03-01T08:40:00.000Z',
            session: 0,
          },
        ],
        schedule: {
          __typename: 'EventSchedule',
          sessions: [
            {
              __typename: 'TimeRange',
              start: '2027-03-01T08:00:00.000Z',
              end: '2027-03-01T08:40:00.000Z',
            },
          ],
          pauses: [],
          tables: 2,
          meetingPoints: [],
          maxMeetingsPerParticipant: null,
        },
        meetings,
        scheduleBlackouts,
      },
    },
  },
});

const placed = meeting('m1', { mustMeet: true });
const waiting = meeting('m2', {
  status: 'REQUESTED',
  startsAt: null,
  endsAt: null,
  slot: null,
  table: null,
  tableName: null,
  unplacedReason: 'BUSY',
  unplacedText: 'In every slot both can attend, one of them already has another meeting',
  startup: company('s2', 'Birch Analytics AB'),
});

function renderTab(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks),
    defaultOptions: DEFAULT_OPTIONS,
  });
  return render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <ScheduleTab eventId="e1" />
      </ApolloProvider>
    </MantineProvider>,
  );
}

describe('ScheduleTab', () => {
  beforeEach(() => {
    storeCredentials({
      user: { id: 'a1', type: null, admin: true, adminType: 'EVENT_HOST', hosting: ['e1'] },
      token: { accessTokenHeader: 'Bearer t', refreshToken: 'r' },
      deviceid: 'd',
      storeSession: true,
    });
  });
  afterEach(() => clearCredentials());

  it('shows the grid in the event’s zone, the counts and each unplaced pair’s reason', async () => {
    renderTab([board([placed, waiting])]);
    const grid = await screen.findByRole('table', { name: 'Schedule: slots by tables' });
    // 08:00 UTC is 09:00 in Stockholm (winter time).
    expect(within(grid).getByRole('rowheader', { name: '09:00–09:20' })).toBeTruthy();
    const card = within(grid).getByRole('button', {
      name: 'Aurora Grid AB – Fjord Energy AB, Table 1 at 09:00–09:20, Draft, must meet',
    });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('count-placed').textContent).toContain('1');
    expect(screen.getByTestId('count-unplaced').textContent).toContain('1');
    expect(screen.getByText(/In every slot both can attend/)).toBeTruthy();
    expect(screen.getByTestId('schedule-state').textContent).toBe('Draft · not published');
  });

  it('moves a selected meeting; a refusal names the conflict and the board is read again', async () => {
    let reread = 0;
    const refusal =
      'Fjord Energy AB cannot attend at 09:20 (Europe/Stockholm): they marked that slot unavailable';
    renderTab([
      board([placed, waiting]),
      {
        request: { query: MoveMeetingDocument, variables: { meetingId: 'm1', slot: 1, table: 2 } },
        result: { errors: [new GraphQLError(refusal)] },
      },
      {
        ...board([placed, waiting]),
        result: () => ((reread += 1), board([placed, waiting]).result),
      },
    ]);
    const grid = await screen.findByRole('table', { name: 'Schedule: slots by tables' });
    expect(within(grid).queryAllByRole('button', { name: /^Move here/ })).toHaveLength(0);
    const card = within(grid).getByRole('button', { name: /^Aurora Grid AB – Fjord Energy AB/ });
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    // Three free cells of the 2 × 2 grid become targets.
    expect(within(grid).getAllByRole('button', { name: /^Move here/ })).toHaveLength(3);
    fireEvent.click(
      within(grid).getByRole('button', { name: 'Move here: Table 2 at 09:20–09:40' }),
    );
    const notice = await screen.findByTestId('schedule-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(within(notice).getByText('The meeting was not moved')).toBeTruthy();
    expect(within(notice).getByText(refusal)).toBeTruthy();
    await waitFor(() => expect(reread).toBe(1));
  });

  it('shows the cells a party blacked out before the drop and refuses them, naming who', async () => {
    const blackout = { __typename: 'ScheduleBlackout', companyId: 'c1', slots: [1] };
    // No MoveMeeting mock: a request sent would fail the test with a different notice.
    renderTab([board([placed, waiting], [blackout])]);
    const grid = await screen.findByRole('table', { name: 'Schedule: slots by tables' });
    fireEvent.click(
      within(grid).getByRole('button', { name: /^Aurora Grid AB – Fjord Energy AB/ }),
    );
    expect(within(grid).getAllByRole('button', { name: /^Move here/ })).toHaveLength(1);
    const cells = within(grid).getAllByRole('button', { name: /^Unavailable: Fjord Energy AB/ });
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Unavailable: Fjord Energy AB, Table 1 at 09:20–09:40',
      'Unavailable: Fjord Energy AB, Table 2 at 09:20–09:40',
    ]);
    expect(cells[0]!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cells[1]!);
    const notice = await screen.findByTestId('schedule-notice');
    expect(within(notice).getByText('The meeting cannot go there')).toBeTruthy();
    expect(
      within(notice).getByText(
        'Fjord Energy AB marked 09:20–09:40 unavailable: choose another slot.',
      ),
    ).toBeTruthy();
  });

  it('says where confirmed pairs come from when there are none', async () => {
    renderTab([board([])]);
    expect(await screen.findByText('No confirmed pairs yet')).toBeTruthy();
    expect(screen.getByText(/when startups confirm their selections/)).toBeTruthy();
  });
});
