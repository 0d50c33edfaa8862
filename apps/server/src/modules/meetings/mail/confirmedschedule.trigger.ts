import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { users } from '../../accounts/accounts.read-model.ts';
import { getEvent } from '../../events/events.service.ts';
import { registerParticipantMailTriggers } from '../../mail/participant-triggers.ts';
import { meetings } from '../meetings.tables.ts';
import { agendaMails } from '../publish.service.ts';

/**
 * POST /api/mail/confirmedschedule `{ eventId, userId }` (organisers) and
 * /api/usermail/confirmedschedule `{ eventId }` (participants): the person's company agenda
 * at the event as published now, with its calendar file.
 */
registerParticipantMailTriggers({
  name: 'confirmedschedule',
  organiser: 'scheduleMeetings',
  participants: ['startup', 'corp'],
  body: z.object({ eventId: z.uuid('No such event') }),
  mails: async (ctx, body, actor, userId) => {
    const event = await getEvent(ctx.db, actor, body.eventId);
    const [person] = await ctx.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.disabledAt)));
    if (!person?.companyId) throw new AppError('NOT_FOUND', 'No such person');
    const companyId = person.companyId;
    const [shown] = await ctx.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.eventId, event.id),
          or(eq(meetings.startupId, companyId), eq(meetings.corporateId, companyId)),
          isNotNull(meetings.shownStatus),
        ),
      )
      .limit(1);
    if (!shown) {
      throw new AppError('CONFLICT', 'No schedule was sent to this company for this event yet');
    }
    return agendaMails(ctx.db, ctx.publicUrl, event, [companyId], false, userId);
  },
});
