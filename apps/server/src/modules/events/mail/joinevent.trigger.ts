import { z } from 'zod';
import { anyUser, registerMailTrigger } from '../../mail/mail.trigger.ts';
import { joinEventMails } from '../attendance-mail.ts';

/**
 * POST /api/usermail/joinevent `{ eventId }`: mails the signed-in person its organisation's
 * registration state for an event it takes part in (again, e.g. after losing the first mail).
 */
registerMailTrigger({
  route: 'usermail',
  name: 'joinevent',
  allow: anyUser,
  body: z.object({ eventId: z.uuid('No such event') }),
  mails: async (ctx, body, actor) =>
    joinEventMails(ctx.db, ctx.publicUrl, { eventId: body.eventId, companyId: actor.companyId }, [
      actor.id,
    ]),
});
