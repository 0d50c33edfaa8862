import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AssignBadgeDocument,
  BadgesDocument,
  CompanyProfileDocument,
  DeleteBadgeDocument,
} from '../../../gql/admin.ts';
import { withMockedClient } from '../../../test/apollo.tsx';
import { useAssignBadge } from './useAssignBadge.ts';
import { useDeleteBadge } from './useDeleteBadge.ts';

const badge = { __typename: 'Badge' as const, id: 'b1', name: 'Pilot ready', description: null };
const profile = {
  __typename: 'CompanyProfile' as const,
  id: 'c1',
  type: 'startup' as const,
  name: 'Aurora Grid AB',
  logoUrl: null,
  logoThumbnailUrl: null,
  pitchShort: null,
  pitchLong: null,
  stage: null,
  industries: [],
  technologies: [],
  country: 'SE',
  countryName: 'Sweden',
  city: null,
  website: null,
  description: null,
  foundedYear: null,
  sizeBand: null,
  incubatorName: null,
  incubatorStatus: null,
  interestedCountries: [],
  sector: null,
  publicBody: false,
  deckUrl: null,
  badges: [],
  contactPerson: null,
  team: [],
};

describe('badge hooks', () => {
  it('assigning shows the badge on the profile page; deleting removes it everywhere', async () => {
    const assignVars = { companyId: 'c1', badgeId: 'b1' };
    const { cache, render } = withMockedClient([
      {
        request: { query: AssignBadgeDocument, variables: assignVars },
        result: { data: { assignBadge: { __typename: 'Company', id: 'c1', badges: [badge] } } },
      },
      {
        request: { query: DeleteBadgeDocument, variables: { id: 'b1' } },
        result: { data: { deleteBadge: true } },
      },
    ]);
    const profileOf = () =>
      cache.readQuery({ query: CompanyProfileDocument, variables: { id: 'c1' } })?.companyProfile;
    cache.writeQuery({ query: BadgesDocument, data: { badges: [badge] } });
    cache.writeQuery({
      query: CompanyProfileDocument,
      variables: { id: 'c1' },
      data: { companyProfile: profile },
    });
    const assign = render(() => useAssignBadge());
    await act(async () => {
      await assign.current[0]({ variables: assignVars });
    });
    expect(profileOf()?.badges.map((b) => b.name)).toEqual(['Pilot ready']);

    const remove = render(() => useDeleteBadge());
    await act(async () => {
      await remove.current[0]({ variables: { id: 'b1' } });
    });
    expect(profileOf()?.badges).toEqual([]);
    expect(cache.readQuery({ query: BadgesDocument })?.badges).toEqual([]);
  });
});
