import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminNeedsDocument,
  AdminPairingRequestsDocument,
  EventMatchesDocument,
} from '../../../../gql/admin.ts';
import { clearCredentials, storeCredentials } from '../../../../lib/session.ts';
import { MatchesTab } from './MatchesTab.tsx';
import { renderWithMocks } from './test-render.tsx';

const need = (id: string, title: string, state: string, wantedMeetings: number) => ({
  __typename: 'Need',
  id,
  eventId: 'e1',
  title,
  description: 'What we want',
  industries: [],
  technologies: [],
  stages: [],
  countries: [],
  wantedMeetings,
  state,
  corporate: { __typename: 'CompanyCard', id: 'c1', name: 'Fjord Energy AB' },
});

const match = (
  id: string,
  needId: string,
  startup: string,
  score: number,
  state: string,
  choice: string | null = null,
) => ({
  __typename: 'Match',
  id,
  eventId: 'e1',
  score,
  reasons: [
    { __typename: 'MatchReason', kind: 'industry', text: `${startup} works in energy`, weight: 20 },
    { __typename: 'MatchReason', kind: 'country', text: 'Based in Sweden', weight: 10 },
    { __typename: 'MatchReason', kind: 'stage', text: 'A preferred stage', weight: 5 },
  ],
  source: 'ENGINE',
  state,
  choice,
  declineReason: null,
  refusalReason: null,
  pinned: false,
  startup: {
    __typename: 'CompanyCard',
    id: `s-${startup}`,
    name: startup,
    country: 'SE',
    stage: 'PILOT',
    pitch: null,
  },
  corporate: { __typename: 'CompanyCard', id: 'c1', name: 'Fjord Energy AB' },
  need: { __typename: 'Need', id: needId, title: needId === 'n1' ? 'Inspection' : 'Flexibility' },
});

const mocks = (needs: unknown[], matches: unknown[], requests: unknown[] = []) => [
  {
    request: { query: AdminNeedsDocument, variables: { eventId: 'e1' } },
    result: { data: { needs } },
  },
  {
    request: { query: EventMatchesDocument, variables: { eventId: 'e1' } },
    result: { data: { eventMatches: matches } },
  },
  {
    request: { query: AdminPairingRequestsDocument, variables: { eventId: 'e1' } },
    result: { data: { pairingRequests: requests } },
  },
];

describe('MatchesTab', () => {
  beforeEach(() => {
    storeCredentials({
      user: { id: 'a1', type: null, admin: true, adminType: 'EVENT_HOST', hosting: ['e1'] },
      token: { accessTokenHeader: 'Bearer t', refreshToken: 'r' },
      deviceid: 'd',
      storeSession: true,
    });
  });
  afterEach(() => clearCredentials());

  // Two tables and a dozen Mantine controls in jsdom: slow when every test file runs at once.
  it(
    'counts what waits, ranks each need’s startups and keeps the weaker reasons behind “why?”',
    {
      timeout: 20_000,
    },
    async () => {
      renderWithMocks(
        <MatchesTab eventId="e1" />,
        mocks(
          [need('n1', 'Inspection', 'PUBLISHED', 3), need('n2', 'Draft idea', 'DRAFT', 2)],
          [
            match('m1', 'n1', 'Birch', 40, 'SUGGESTED'),
            match('m2', 'n1', 'Northwind', 76, 'CONFIRMED', 'MUST_MEET'),
            match('m3', 'n1', 'Aurora', 60, 'PROPOSED'),
          ],
          [
            {
              __typename: 'PairingRequest',
              id: 'p1',
              eventId: 'e1',
              state: 'PENDING',
              message: 'Could we meet?',
              createdAt: '2027-03-01T10:00:00Z',
              decidedAt: null,
              startup: { __typename: 'CompanyCard', id: 's-Birch', name: 'Birch', country: 'SE' },
              corporate: { __typename: 'CompanyCard', id: 'c1', name: 'Fjord Energy AB' },
              need: null,
            },
          ],
        ),
      );
      const counters = await screen.findByTestId('board-counters');
      const tile = (label: RegExp) => within(counters).getByRole('button', { name: label });
      expect(tile(/^1 Awaiting the corporate/)).toBeTruthy();
      expect(tile(/^1 Confirmed pairs/)).toBeTruthy();
      expect(tile(/^1 Pending pairing requests/)).toBeTruthy();
      // Inspection wants 3; Birch and Northwind are live, Aurora only proposed: short by one.
      expect(
        within(counters).getByText('Needs short of suggestions').previousSibling?.textContent,
      ).toBe('1');
      expect(screen.getByText(/1 suggestion proposed, not yet visible/)).toBeTruthy();

      const section = screen.getByRole('region', { name: 'Inspection' });
      const table = within(section).getByRole('table');
      const names = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
      expect(names.map((n) => n?.split('Sweden')[0])).toEqual(['Northwind', 'Aurora', 'Birch']);
      // The draft need is not on the board.
      expect(screen.queryByRole('region', { name: 'Draft idea' })).toBeNull();

      const northwind = within(table).getAllByRole('row')[1]!;
      expect(within(northwind).getByText('Must meet · confirmed')).toBeTruthy();
      expect(within(northwind).queryByRole('button', { name: /^Remove/ })).toBeNull();
      const why = within(northwind).getByRole('button', { name: /^Why Northwind\? 1 more/ });
      expect(why.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(why);
      expect(why.getAttribute('aria-expanded')).toBe('true');

      // Filtering by state keeps only matching rows.
      fireEvent.click(tile(/^1 Awaiting the corporate/));
      expect(within(within(section).getByRole('table')).getAllByRole('row')).toHaveLength(2);
    },
  );

  it('without published needs it says what to do next', async () => {
    renderWithMocks(<MatchesTab eventId="e1" />, mocks([], []));
    expect(await screen.findByText('No published needs yet')).toBeTruthy();
    expect(screen.getByText(/corporates add needs from their event page/)).toBeTruthy();
    expect(screen.getByText(/No pairing requests yet/)).toBeTruthy();
  });
});
