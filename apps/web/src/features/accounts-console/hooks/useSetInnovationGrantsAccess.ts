import { useMutation } from '@apollo/client/react';
import { SetInnovationGrantsAccessDocument } from '../../../gql/admin.ts';
import { forgetCompanyLists } from './forget-company-lists.ts';

/**
 * Give or take a company's innovation-grants access. The answer (Company with id and the flag)
 * normalizes into the cached company; lists filtered by the flag are dropped.
 */
export function useSetInnovationGrantsAccess() {
  return useMutation(SetInnovationGrantsAccessDocument, {
    update(cache) {
      forgetCompanyLists(cache);
    },
  });
}
