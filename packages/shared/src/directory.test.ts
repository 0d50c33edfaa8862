import { describe, expect, it } from 'vitest';
import { companyDirectoryInput } from './directory.ts';

const messages = (input: unknown) =>
  companyDirectoryInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
  [];

describe('companyDirectoryInput', () => {
  it('takes a full filter, upper-cases the country and pages 12 by default', () => {
    const parsed = companyDirectoryInput.parse({
      filter: {
        search: '  robots ',
        type: 'startup',
        industries: ['Energy'],
        country: 'se',
        stage: 'PILOT',
        incubator: 'sting',
      },
    });
    expect(parsed).toEqual({
      filter: {
        search: 'robots',
        type: 'startup',
        industries: ['Energy'],
        country: 'SE',
        stage: 'PILOT',
        incubator: 'sting',
      },
      offset: 0,
      limit: 12,
    });
  });

  it('names every refused value in words a person understands', () => {
    expect(
      messages({
        filter: {
          search: 'x'.repeat(101),
          type: 'admin',
          industries: ['Knitting'],
          country: 'XX',
          stage: 'DREAM',
          incubator: 'Nowhere Labs',
        },
        offset: -1,
        limit: 500,
      }),
    ).toEqual([
      ['filter.search', 'Search with at most 100 characters'],
      ['filter.type', 'Choose startups or corporates'],
      ['filter.industries.0', 'Choose industries from the list'],
      ['filter.country', 'Unknown country code; use an ISO 3166-1 alpha-2 code'],
      ['filter.stage', 'Choose a stage from the list'],
      ['filter.incubator', 'Choose an incubator from the list'],
      ['offset', 'The page cannot be before the first'],
      ['limit', 'Show at most 50 companies per page'],
    ]);
    expect(messages({ filter: { search: 'a\u0000b' } })).toEqual([
      ['filter.search', 'Remove control characters (such as NUL or line breaks)'],
    ]);
    expect(messages({ filter: { industries: Array(11).fill('Energy') } })).toEqual([
      ['filter.industries', 'Choose at most 10 industries'],
    ]);
  });
});
