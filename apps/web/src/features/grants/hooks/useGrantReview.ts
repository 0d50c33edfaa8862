import { useMutation } from '@apollo/client/react';
import {
  DecideGrantApplicationDocument,
  GrantQueueDocument,
  StartGrantReviewDocument,
} from '../../../gql/admin.ts';

/** The programme starts a review and decides; the queue is read again after each. */
export function useGrantReview() {
  const refetchQueries = [GrantQueueDocument];
  const [start, started] = useMutation(StartGrantReviewDocument, { refetchQueries });
  const [decide, decided] = useMutation(DecideGrantApplicationDocument, { refetchQueries });
  return { start, decide, busy: started.loading || decided.loading };
}
