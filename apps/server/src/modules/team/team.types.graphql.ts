import { builder } from '../../graphql/builder.ts';
import { signedIn } from '../../graphql/scopes.ts';
import type { TeamMember } from '../accounts/company-view.ts';

/** GraphQL types of a company's team, used by the team, profile and console fields. */
const opts = { authScopes: signedIn };
const maybe = { authScopes: signedIn, nullable: true } as const;

export const TeamMemberRef = builder.objectRef<TeamMember>('TeamMember').implement({
  subGraphs: ['startup', 'corp', 'admin'],
  description: 'A person of a company, as its own team and the admin console see them.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    name: t.exposeString('name', opts),
    email: t.exposeString('email', opts),
    title: t.exposeString('title', maybe),
    pending: t.exposeBoolean('pending', {
      ...opts,
      description:
        'An invitation not accepted yet: name, e-mail and title as the inviter typed them (its id is the invitation’s; removeTeamMember withdraws it). Says nothing about whether the address has an account.',
    }),
    isContactPerson: t.exposeBoolean('isContactPerson', opts),
    invitedAt: t.expose('invitedAt', {
      ...maybe,
      type: 'DateTime',
      description: 'For an invitation: when its newest link was mailed.',
    }),
    invitationExpiresAt: t.expose('invitationExpiresAt', {
      ...maybe,
      type: 'DateTime',
      description: 'For an invitation: until when its link works (inviting again sends a new one).',
    }),
  }),
});

export const TeamInvite = builder.inputType('TeamInviteInput', {
  subGraphs: ['startup', 'corp'],
  fields: (t) => ({ email: t.string(), name: t.string(), title: t.string() }),
});
