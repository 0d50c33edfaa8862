import { useMutation } from '@apollo/client/react';
import { SetCompanyActivityStatusDocument } from '../../../gql/admin.ts';
import { forgetCompanyLists } from './forget-company-lists.ts';

/**
 * Activate, deactivate or park a company. The answer is a CompanyBasics (another type), so the
 * new status is written onto the cached Company by hand; lists filtered by status are dropped.
 */
export function useSetActivityStatus() {
  return useMutation(SetCompanyActivityStatusDocument, {
    update(cache, { data }) {
      if (!data) return;
      const { id, activityStatus } = data.setCompanyActivityStatus;
      cache.modify({
        id: cache.identify({ __typename: 'Company', id }),
        fields: { activityStatus: () => activityStatus },
      });
      forgetCompanyLists(cache);
    },
  });
}
