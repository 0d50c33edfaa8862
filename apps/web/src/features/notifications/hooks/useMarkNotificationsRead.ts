import { useMutation } from '@apollo/client/react';
import {
  MarkNotificationsReadDocument,
  UnreadNotificationCountDocument,
} from '../../../gql/startup.ts';

/** Marks notifications read; the cache updates each one (by id) and the bell's count. */
export function useMarkNotificationsRead() {
  const [mark] = useMutation(MarkNotificationsReadDocument, {
    refetchQueries: [UnreadNotificationCountDocument],
  });
  return (ids: string[]) => mark({ variables: { ids } });
}
