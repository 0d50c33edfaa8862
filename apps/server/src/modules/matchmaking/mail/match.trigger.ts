import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { getEvent } from '../../events/events.service.ts';
import { registerParticipantMailTriggers } from '../../mail/participant-triggers.ts';
import { matchReadWhere } from '../matchmaking.policy.ts';
import { matches } from '../matchmaking.tables.ts';
import { matchMail } from './mail-contents.views.ts';
import { companyMails } from './recipients.ts';

/**
 * POST /api/mail/match `{ matchId, userId }` (organisers) and /api/usermail/match `{ matchId }`
 * (the chosen startup's people): the `match` mail of a selection still waiting for the
 * startup's answer.
 */
registerParticipantMailTriggers({
  name: 'match',
  organiser: 'curateSuggestions',
  participants: ['startup'],
  body: z.object({ matchId: z.uuid('No such match') }),
  mails: async (ctx, body, actor, userId) => {
    const [match] = await ctx.db
      .select()
      .from(matches)
      .where(and(eq(matches.id, body.matchId), matchReadWhere(actor)));
    if (!match) throw new AppError('NOT_FOUND', 'No such match');
    if (match.state !== 'SELECTED') {
      throw new AppError('CONFLICT', 'This match is not waiting for the startup’s answer');
    }
    const event = await getEvent(ctx.db, actor, match.eventId);
    return companyMails(ctx.db, ctx.publicUrl, await matchMail(ctx.db, match, event), userId);
  },
});
