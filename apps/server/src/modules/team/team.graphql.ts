import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { anyUser } from '../../graphql/scopes.ts';
import { TeamInvite, TeamMemberRef } from './team.types.graphql.ts';
import { inviteTeamMember, listTeam, setContactPerson } from './team.service.ts';

const graphs = ['startup', 'corp'] as const;
const user = anyUser;

builder.queryField('myTeam', (t) =>
  t.field({
    type: [TeamMemberRef],
    subGraphs: [...graphs],
    authScopes: user,
    description: 'The people of the signed-in person’s company, contact person first.',
    resolve: (_r, _a, ctx) => listTeam(ctx.db, ctx.actor),
  }),
);

builder.mutationField('inviteTeamMember', (t) =>
  t.field({
    type: [TeamMemberRef],
    subGraphs: [...graphs],
    authScopes: user,
    description:
      'Invites a colleague by e-mail (an invitation mail with /token/invite/<token>); inviting again re-sends it. Every address gets the same answer, whether it has an account or not; at most 20 invitations per company per hour (then TOO_MANY_REQUESTS). Answers the team, invitations included.',
    args: { input: t.arg({ type: TeamInvite, required: true }) },
    resolve: (_r, args, ctx) => inviteTeamMember(ctx, ctx.actor, withoutNulls(args.input)),
  }),
);

builder.mutationField('setContactPerson', (t) =>
  t.field({
    type: [TeamMemberRef],
    subGraphs: [...graphs],
    authScopes: user,
    description: 'Makes a member the company’s contact person.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => setContactPerson(ctx.db, ctx.actor, String(args.userId)),
  }),
);
