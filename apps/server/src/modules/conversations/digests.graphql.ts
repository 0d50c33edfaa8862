import { builder } from '../../graphql/builder.ts';
import { USER_GRAPHS } from '../../graphql/scopes.ts';
import { myMessageDigests, setMyMessageDigests } from './digests.service.ts';

/** The away digest setting, on the company graphs (docs/decisions/112). */
const subGraphs = [...USER_GRAPHS];
const authScopes = { can: 'useConversations' as const };

builder.queryField('myMessageDigests', (t) =>
  t.boolean({
    subGraphs,
    authScopes,
    description:
      'Whether you get a mail when messages in a conversation have waited 15 minutes unread (one per conversation until you read it).',
    resolve: (_r, _a, ctx) => myMessageDigests(ctx.db, ctx.actor),
  }),
);

builder.mutationField('setMyMessageDigests', (t) =>
  t.boolean({
    subGraphs,
    authScopes,
    description: 'Turns the mails about unread messages on or off; answers the new setting.',
    args: { on: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setMyMessageDigests(ctx.db, ctx.actor, a.on),
  }),
);
