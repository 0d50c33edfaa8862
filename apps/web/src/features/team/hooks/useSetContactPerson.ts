import { useMutation } from '@apollo/client/react';
import { MyTeamDocument, SetContactPersonDocument } from '../../../gql/startup.ts';

/** Make a member the contact person; the answer is the team with the new flags, written as myTeam. */
export function useSetContactPerson() {
  return useMutation(SetContactPersonDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: MyTeamDocument, data: { myTeam: data.setContactPerson } });
    },
  });
}
