import { useMutation } from '@apollo/client/react';
import { RedeliverWebhookDocument } from '../../../gql/admin.ts';

/** Sends a delivery again; its new state normalizes into the log's row. */
export function useRedeliverWebhook() {
  return useMutation(RedeliverWebhookDocument);
}
