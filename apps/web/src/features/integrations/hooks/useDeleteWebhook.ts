import { useMutation } from '@apollo/client/react';
import { DeleteWebhookDocument, WebhooksDocument } from '../../../gql/admin.ts';

/** Removes an endpoint; the list is read again without it. */
export function useDeleteWebhook() {
  return useMutation(DeleteWebhookDocument, { refetchQueries: [WebhooksDocument] });
}
