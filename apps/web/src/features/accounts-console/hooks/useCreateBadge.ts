import { useMutation } from '@apollo/client/react';
import { BadgesDocument, CreateBadgeDocument } from '../../../gql/admin.ts';

/**
 * Create a badge. The list comes ordered by name in the database's collation, which the browser
 * cannot reproduce exactly, so this feature's own Badges query is asked again rather than the
 * new badge spliced in.
 */
export function useCreateBadge() {
  return useMutation(CreateBadgeDocument, { refetchQueries: [BadgesDocument] });
}
