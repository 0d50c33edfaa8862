import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { canDo } from '../../../platform/authorize.ts';
import { AppError } from '../../../platform/errors.ts';
import { registerMailTrigger } from '../../mail/mail.trigger.ts';
import { meetings } from '../../meetings/meetings.read-model.ts';
import { organiserWhere } from '../followup.policy.ts';
import { meetingRatings } from '../followup.tables.ts';
import { claimRound } from '../rounds.ts';

/**
 * POST /api/mail/feedbacktrigger `{ meetingId }` (SPEC §7): organisers send a held meeting's
 * feedback mail now instead of waiting for the sweep — to each side not rated yet, with its
 * one-time link. It claims the same round as the sweep, so each side still gets it once.
 */
registerMailTrigger({
  route: 'mail',
  name: 'feedbacktrigger',
  allow: (actor) => canDo(actor, 'recordFollowUps'),
  body: z.object({ meetingId: z.uuid('No such meeting') }),
  mails: async (ctx, body, actor) => {
    const [meeting] = await ctx.db
      .select({ id: meetings.id, status: meetings.status })
      .from(meetings)
      .where(and(eq(meetings.id, body.meetingId), organiserWhere(actor)));
    if (!meeting) throw new AppError('NOT_FOUND', 'No such meeting');
    if (meeting.status !== 'HELD') {
      throw new AppError('CONFLICT', 'Only a meeting that was held gets a feedback mail');
    }
    const rated = await ctx.db
      .select({ side: meetingRatings.side })
      .from(meetingRatings)
      .where(eq(meetingRatings.meetingId, meeting.id));
    const mails = [];
    for (const side of ['STARTUP', 'CORPORATE'] as const) {
      if (rated.some((r) => r.side === side)) continue;
      mails.push(
        ...(await claimRound(
          ctx.db,
          ctx.publicUrl,
          { meetingId: meeting.id, side },
          'RATING',
          0,
          new Date(),
        )),
      );
    }
    return mails;
  },
});
