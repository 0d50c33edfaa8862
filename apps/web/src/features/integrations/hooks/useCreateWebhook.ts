import { useMutation } from '@apollo/client/react';
import { CreateWebhookDocument, WebhooksDocument } from '../../../gql/admin.ts';

/** Registers an endpoint; the list is read again (the secret is only in the answer). */
export function useCreateWebhook() {
  return useMutation(CreateWebhookDocument, { refetchQueries: [WebhooksDocument] });
}
