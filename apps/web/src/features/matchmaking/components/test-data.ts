/** Answers of the matchmaking operations, as the server gives them. */
export const card = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'CompanyCard' as const,
  id,
  name,
  country: 'SE',
  stage: 'PILOT',
  pitch: 'Crawler robots for blade inspection',
  industries: ['Energy'],
  ...extra,
});

export const match = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Match' as const,
  id: 'm1',
  eventId: 'e1',
  score: 82,
  reasons: [
    {
      __typename: 'MatchReason' as const,
      kind: 'industry',
      text: 'Shared industry: Energy',
      weight: 12,
    },
    {
      __typename: 'MatchReason' as const,
      kind: 'metBefore',
      text: 'Met before at Day One',
      weight: 0,
    },
  ],
  source: 'ENGINE',
  state: 'SUGGESTED',
  choice: null,
  declineReason: null,
  startup: card('s1', 'Northwind Robotics'),
  corporate: card('c1', 'Fjord Energy', { stage: null }),
  need: { __typename: 'Need' as const, id: 'n1', title: 'Autonomous inspection' },
  ...overrides,
});
