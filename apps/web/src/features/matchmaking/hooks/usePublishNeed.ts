import { useMutation } from '@apollo/client/react';
import { PublishNeedDocument } from '../../../gql/corp.ts';

/** DRAFT → PUBLISHED; the answer replaces the need in the cache (normalised by id). */
export function usePublishNeed() {
  return useMutation(PublishNeedDocument);
}
