import { useMutation } from '@apollo/client/react';
import { MyTeamDocument, RemoveTeamMemberDocument } from '../../../gql/startup.ts';

/** Remove a colleague; the answer is the team without them, written as myTeam. */
export function useRemoveTeamMember() {
  return useMutation(RemoveTeamMemberDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: MyTeamDocument, data: { myTeam: data.removeTeamMember } });
    },
  });
}
