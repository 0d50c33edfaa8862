import { useMutation } from '@apollo/client/react';
import { CreateNeedDocument, MyNeedsDocument } from '../../../gql/corp.ts';

/** A corporate states a need (a draft); it joins the event's list of own needs. */
export function useCreateNeed() {
  return useMutation(CreateNeedDocument, {
    update(cache, { data }) {
      const need = data?.createNeed;
      if (!need) return;
      cache.updateQuery({ query: MyNeedsDocument, variables: { eventId: need.eventId } }, (q) =>
        q && !q.needs.some((n) => n.id === need.id) ? { needs: [...q.needs, need] } : q,
      );
    },
  });
}
