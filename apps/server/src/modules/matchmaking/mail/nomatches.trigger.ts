import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { attends } from '../../events/attendance.queries.ts';
import { getEvent } from '../../events/events.service.ts';
import { registerParticipantMailTriggers } from '../../mail/participant-triggers.ts';
import { matches, selectionClosings } from '../matchmaking.tables.ts';
import { noMatchesMail } from './mail-contents.views.ts';
import { companyMails, companyOf } from './recipients.ts';

/**
 * POST /api/mail/nomatches `{ eventId, userId }` (organisers) and /api/usermail/nomatches
 * `{ eventId }` (a startup's people): the `nomatches` mail of a startup no corporate chose,
 * once the event's selection has closed.
 */
registerParticipantMailTriggers({
  name: 'nomatches',
  organiser: 'curateSuggestions',
  participants: ['startup'],
  body: z.object({ eventId: z.uuid('No such event') }),
  mails: async (ctx, body, actor, userId) => {
    const event = await getEvent(ctx.db, actor, body.eventId);
    const startupId = await companyOf(ctx.db, userId);
    const [closed] = await ctx.db
      .select({ eventId: selectionClosings.eventId })
      .from(selectionClosings)
      .where(eq(selectionClosings.eventId, event.id));
    if (!closed) throw new AppError('CONFLICT', 'The selection of this event has not closed yet');
    if (!(await attends(ctx.db, event.id, startupId))) {
      throw new AppError('NOT_FOUND', 'This startup does not take part in the event');
    }
    const [chosen] = await ctx.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.eventId, event.id),
          eq(matches.startupId, startupId),
          inArray(matches.state, ['SELECTED', 'CONFIRMED', 'REFUSED']),
        ),
      )
      .limit(1);
    if (chosen) throw new AppError('CONFLICT', 'A corporate chose this startup at this event');
    return companyMails(ctx.db, ctx.publicUrl, noMatchesMail(event, startupId), userId);
  },
});
