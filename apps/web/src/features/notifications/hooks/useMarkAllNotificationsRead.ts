import { useMutation } from '@apollo/client/react';
import {
  MarkAllNotificationsReadDocument as MarkAllDocument,
  UnreadNotificationCountDocument,
} from '../../../gql/startup.ts';

/** Marks every notification read: every cached one shows read, the count drops to 0. */
export function useMarkAllNotificationsRead() {
  return useMutation(MarkAllDocument, {
    update(cache) {
      const ids = Object.keys(cache.extract() as Record<string, unknown>).filter((key) =>
        key.startsWith('Notification:'),
      );
      for (const id of ids) cache.modify({ id, fields: { read: () => true } });
      cache.writeQuery({
        query: UnreadNotificationCountDocument,
        data: { unreadNotificationCount: 0 },
      });
    },
  });
}
