import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CompaniesDocument,
  CompanyProfileDocument,
  UpdateCompanyDocument,
  type CompanyProfileFieldsFragment,
} from '../../../gql/admin.ts';
import { withMockedClient } from '../../../test/apollo.tsx';
import { useUpdateCompany } from './useUpdateCompany.ts';

const saved: CompanyProfileFieldsFragment & { __typename: 'Company' } = {
  __typename: 'Company',
  id: 'c1',
  type: 'startup',
  name: 'Aurora Grid AB',
  organisationNumber: null,
  website: null,
  country: 'SE',
  countryName: 'Sweden',
  city: 'Uppsala',
  foundedYear: 2020,
  sizeBand: null,
  description: 'Grid batteries',
  industries: [],
  technologies: [],
  stage: null,
  incubator: 'STING',
  incubatorName: 'STING',
  incubatorStatus: 'In an incubator',
  incubatorOther: null,
  interestedCountries: [],
  pitchShort: null,
  pitchLong: null,
  logoFileId: null,
  logoUrl: null,
  logoThumbnailUrl: null,
  deckFileId: null,
  deckUrl: null,
  sector: null,
  publicBody: false,
};

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
  city: 'Stockholm',
  website: null,
  description: 'Grid batteries',
  foundedYear: 2020,
  sizeBand: null,
  incubatorName: 'STING',
  incubatorStatus: 'In an incubator',
  interestedCountries: [],
  sector: null,
  publicBody: false,
  deckUrl: null,
  badges: [],
  contactPerson: null,
  team: [],
};

describe('useUpdateCompany', () => {
  it('copies the saved fields onto the profile page and drops the company lists', async () => {
    const variables = { id: 'c1', input: { city: 'Uppsala' } };
    const { cache, render } = withMockedClient([
      {
        request: { query: UpdateCompanyDocument, variables },
        result: { data: { updateCompany: saved } },
      },
    ]);
    cache.writeQuery({
      query: CompanyProfileDocument,
      variables: { id: 'c1' },
      data: { companyProfile: profile },
    });
    cache.writeQuery({
      query: CompaniesDocument,
      data: { companies: { total: 0, items: [] } },
    });
    const hook = render(() => useUpdateCompany());

    await act(async () => {
      await hook.current[0]({ variables });
    });

    const after = cache.readQuery({ query: CompanyProfileDocument, variables: { id: 'c1' } });
    expect(after?.companyProfile.city).toBe('Uppsala');
    expect(cache.readQuery({ query: CompaniesDocument })).toBeNull();
  });
});
