import { useMutation } from '@apollo/client/react';
import { SetUserDisabledDocument } from '../../../gql/admin.ts';

/** Disable or enable one person. The answer is a plain Boolean: the row's flag is set by hand. */
export function useSetUserDisabled() {
  return useMutation(SetUserDisabledDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.setUserDisabled || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'AccountUser', id: variables.userId }),
        fields: { disabled: () => variables.disabled },
      });
    },
  });
}
