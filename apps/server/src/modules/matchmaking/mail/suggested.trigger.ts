import { and, countDistinct, count, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { getEvent } from '../../events/events.service.ts';
import { registerParticipantMailTriggers } from '../../mail/participant-triggers.ts';
import { matchReadWhere } from '../matchmaking.policy.ts';
import { matches } from '../matchmaking.tables.ts';
import { suggestedMail } from './mail-contents.views.ts';
import { companyMails, companyOf } from './recipients.ts';

/**
 * POST /api/mail/suggested `{ eventId, userId }` (organisers) and /api/usermail/suggested
 * `{ eventId }` (a corporate's people): the `suggested` mail with the corporate's published
 * suggestions at the event as they stand now.
 */
registerParticipantMailTriggers({
  name: 'suggested',
  organiser: 'curateSuggestions',
  participants: ['corp'],
  body: z.object({ eventId: z.uuid('No such event') }),
  mails: async (ctx, body, actor, userId) => {
    const event = await getEvent(ctx.db, actor, body.eventId);
    const corporateId = await companyOf(ctx.db, userId);
    const [counts] = await ctx.db
      .select({ count: count(), needs: countDistinct(matches.needId) })
      .from(matches)
      .where(
        and(
          eq(matches.eventId, event.id),
          eq(matches.corporateId, corporateId),
          ne(matches.state, 'PROPOSED'),
          matchReadWhere(actor),
        ),
      );
    if (!counts?.count) {
      throw new AppError('NOT_FOUND', 'No suggestions were published for this corporate here');
    }
    const key = `event:${event.id}:suggested:${counts.count}`;
    return companyMails(
      ctx.db,
      ctx.publicUrl,
      suggestedMail(event, corporateId, counts, key),
      userId,
    );
  },
});
