import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { anyUser, registerMailTrigger } from '../../mail/mail.trigger.ts';
import { partyMail } from '../grant-mails.ts';
import { grantsCompany } from '../grants-area.policy.ts';
import { grantReadWhere } from '../grants.policy.ts';
import { applicationIn } from '../grants.queries.ts';

/**
 * POST /api/usermail/grant-form `{ applicationId }` (SPEC §7): mails the signed-in party its
 * application's state again — the decision, or that the programme has it. A company without
 * grants access, or an application not its own, is not found; a draft has nothing to mail yet.
 */
registerMailTrigger({
  route: 'usermail',
  name: 'grant-form',
  allow: anyUser,
  body: z.object({ applicationId: z.uuid('No such grant application') }),
  mails: async (ctx, body, actor) => {
    await grantsCompany(ctx.db, actor);
    const app = await applicationIn(ctx.db, grantReadWhere(actor), body.applicationId);
    if (app.status === 'DRAFT') {
      throw new AppError('CONFLICT', 'This application is a draft; submit it first');
    }
    return [await partyMail(ctx.db, ctx.publicUrl, app, actor.id)];
  },
});
