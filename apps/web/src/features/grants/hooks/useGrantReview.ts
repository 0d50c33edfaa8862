import { useMutation } from '@apollo/client/react';
import {
  AskForGrantChangesDocument,
  DecideGrantApplicationDocument,
  GrantQueueDocument,
  StartGrantReviewDocument,
} from '../../../gql/admin.ts';

/** The programme starts a review, decides or asks for changes; the queue is read again after each. */
export function useGrantReview() {
  const refetchQueries = [GrantQueueDocument];
  const [start, started] = useMutation(StartGrantReviewDocument, { refetchQueries });
  const [decide, decided] = useMutation(DecideGrantApplicationDocument, { refetchQueries });
  const [ask, asked] = useMutation(AskForGrantChangesDocument, { refetchQueries });
  return { start, decide, ask, busy: started.loading || decided.loading || asked.loading };
}
