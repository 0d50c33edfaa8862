import { useMutation } from '@apollo/client/react';
import { UpdateCompanyDocument } from '../../../gql/admin.ts';
import { mirrorFields } from '../../../lib/cache-mirror.ts';

/**
 * An admin saves a company's profile. The answer (CompanyProfileFields with its id) normalizes
 * into the cached Company, so the console panel updates itself; the profile page beside it
 * holds the same company as a CompanyProfile and gets the shared fields copied. Company lists
 * are filtered and sorted by these fields, so they are dropped and asked again when next shown.
 */
export function useUpdateCompany() {
  return useMutation(UpdateCompanyDocument, {
    update(cache, { data }) {
      if (!data) return;
      const company = data.updateCompany;
      mirrorFields(cache, { __typename: 'CompanyProfile', id: company.id }, company);
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'companies' });
      cache.gc();
    },
  });
}
