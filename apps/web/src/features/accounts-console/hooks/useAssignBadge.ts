import { useMutation } from '@apollo/client/react';
import { AssignBadgeDocument } from '../../../gql/admin.ts';
import { mirrorFields } from '../../../lib/cache-mirror.ts';
import { forgetCompanyLists } from './forget-company-lists.ts';

/**
 * Add a badge to a company. The answer (Company with id and badges) normalizes into the cached
 * company; the profile page beside the panel holds it as a CompanyProfile and gets the badges
 * copied; lists filtered by badge are dropped.
 */
export function useAssignBadge() {
  return useMutation(AssignBadgeDocument, {
    update(cache, { data }) {
      if (!data) return;
      const company = data.assignBadge;
      mirrorFields(cache, { __typename: 'CompanyProfile', id: company.id }, company);
      forgetCompanyLists(cache);
    },
  });
}
