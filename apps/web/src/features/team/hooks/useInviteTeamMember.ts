import { useMutation } from '@apollo/client/react';
import { InviteTeamMemberDocument, MyTeamDocument } from '../../../gql/startup.ts';

/** Invite (or invite again) a colleague; the answer is the whole team, written as myTeam. */
export function useInviteTeamMember() {
  return useMutation(InviteTeamMemberDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: MyTeamDocument, data: { myTeam: data.inviteTeamMember } });
    },
  });
}
