import { useMutation } from '@apollo/client/react';
import { SetEventHostsDocument } from '../../../gql/admin.ts';

/** The event's hosts; the answer carries them, so the cached event updates by itself. */
export function useSetEventHosts() {
  return useMutation(SetEventHostsDocument, {
    update(cache) {
      // The hosts' own rows (their hosting lists) changed: the admins list asks again.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'admins' });
      cache.gc();
    },
  });
}
