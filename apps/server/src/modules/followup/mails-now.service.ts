import { followUpSettingsInput } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { queueMail } from '../mail/mail.service.ts';
import { isDue, secondStageMail } from './due-rules.ts';
import { claimRound } from './rounds.ts';
import { factsOf, mailsTo, organisersEvent, sidesOfEvent } from './schedule.service.ts';

/**
 * What organisers see before a follow-up mail goes at their word (docs/decisions/085): how many
 * second-stage mails a new delay would send at once, and the rating mails of a past event sent
 * by hand — claimed like the sweep's, so each side still gets its mail once.
 */

/** How many second-stage mails the next sweep sends if the delay becomes `days` (not saved). */
export async function secondStagePreview(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
  now = new Date(),
) {
  const event = await organisersEvent(db, actor, id);
  const { secondStageDays: days } = parseInput(followUpSettingsInput, input);
  const due = (await sidesOfEvent(db, event.id, days)).filter((s) => {
    const f = factsOf(s);
    return f ? isDue(secondStageMail(f, now), now) : false;
  });
  return {
    days,
    meetings: new Set(due.map((s) => s.meeting.id)).size,
    // One digest per person, whatever the number of its meetings.
    mails: await mailsTo(
      db,
      due.map((s) => s.companyId),
      true,
    ),
  };
}

export const NOT_OVER = 'Rating mails are sent by hand once the event is over';

/**
 * Sends the rating mail of each side of a held meeting that never got one and has not rated,
 * however long ago it ended; answers the number of mails queued.
 */
export async function sendRatingMailsNow(
  ctx: { db: Db; publicUrl: string },
  actor: Actor,
  id: unknown,
  now = new Date(),
) {
  const event = await organisersEvent(ctx.db, actor, id);
  if (event.endDate > now) throw new AppError('CONFLICT', NOT_OVER);
  let queued = 0;
  for (const s of await sidesOfEvent(ctx.db, event.id)) {
    if (s.meeting.status !== 'HELD' || s.facts.rated || s.facts.rating) continue;
    queued += await ctx.db.transaction(async (tx) => {
      const due = { meetingId: s.meeting.id, side: s.side };
      const mails = await claimRound(tx, ctx.publicUrl, due, 'RATING', 0, now);
      for (const mail of mails) await queueMail(tx, mail);
      return mails.length;
    });
  }
  return queued;
}
