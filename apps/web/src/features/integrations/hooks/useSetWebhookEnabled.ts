import { useMutation } from '@apollo/client/react';
import { SetWebhookEnabledDocument } from '../../../gql/admin.ts';

/** Switches an endpoint off or on; the answer normalizes into its row. */
export function useSetWebhookEnabled() {
  return useMutation(SetWebhookEnabledDocument);
}
