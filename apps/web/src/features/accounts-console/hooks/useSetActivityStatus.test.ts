import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CompaniesDocument,
  ConsoleCompanyDocument,
  SetCompanyActivityStatusDocument,
} from '../../../gql/admin.ts';
import { withMockedClient } from '../../../test/apollo.tsx';
import { useSetActivityStatus } from './useSetActivityStatus.ts';

const company = {
  __typename: 'Company' as const,
  id: 'c1',
  name: 'Aurora Grid AB',
  type: 'startup' as const,
  incubatorStatus: null,
  activityStatus: 'PENDING' as const,
  hasAccessInnovationGrants: false,
  onboarded: true,
  missingFields: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  badges: [],
  team: [],
};

describe('useSetActivityStatus', () => {
  it('writes the new status onto the cached company and drops the company lists', async () => {
    const variables = { companyId: 'c1', status: 'ACTIVE' as const };
    const answer = { __typename: 'CompanyBasics', id: 'c1', activityStatus: 'ACTIVE' };
    const { cache, render } = withMockedClient([
      {
        request: { query: SetCompanyActivityStatusDocument, variables },
        result: { data: { setCompanyActivityStatus: answer } },
      },
    ]);
    cache.writeQuery({ query: ConsoleCompanyDocument, variables: { id: 'c1' }, data: { company } });
    cache.writeQuery({
      query: CompaniesDocument,
      data: { companies: { total: 0, items: [] } },
    });
    const hook = render(() => useSetActivityStatus());

    await act(async () => {
      await hook.current[0]({ variables });
    });

    const after = cache.readQuery({ query: ConsoleCompanyDocument, variables: { id: 'c1' } });
    expect(after?.company.activityStatus).toBe('ACTIVE');
    expect(cache.readQuery({ query: CompaniesDocument })).toBeNull();
  });
});
