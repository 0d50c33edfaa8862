import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../../platform/actor.ts';
import { assertCan } from '../../../platform/authorize.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { localeOfAccount } from '../../accounts/locale.service.ts';
import { agendaEntries, icsMeeting, type Side } from '../agenda.queries.ts';
import { meetingText, meetingWords } from '../meeting-words.ts';
import { meetingReadWhere } from '../meetings.policy.ts';
import { meetings } from '../meetings.tables.ts';
import { icsCalendar, uidDomainOf } from './ics.ts';

/**
 * One published meeting the actor may read, as an iCalendar file (GET /api/meetings/{id}/ics):
 * the meetings policy scopes the row; outside reach, or not a meeting id, is NOT_FOUND.
 * Answers the file's text and the meeting's day (for the file name).
 */
export async function meetingIcs(db: Db, actor: Actor, meetingId: string, publicUrl: string) {
  assertCan(actor, 'viewMeetings');
  const id = z.uuid().safeParse(meetingId);
  if (!id.success) throw new AppError('NOT_FOUND', 'No such meeting');
  const [entry] = await agendaEntries(
    db,
    and(eq(meetings.id, id.data), meetingReadWhere(actor))!,
    1,
  );
  if (!entry) throw new AppError('NOT_FOUND', 'No such meeting');
  const side: Side =
    actor!.kind === 'user' ? (actor!.type === 'corp' ? 'corp' : 'startup') : 'organiser';
  const locale = await localeOfAccount(db, actor!);
  return {
    date: entry.view.startsAt!.toISOString().slice(0, 10),
    text: icsCalendar({
      name: meetingText(locale, meetingWords.fileName),
      uidDomain: uidDomainOf(publicUrl),
      meetings: [icsMeeting(entry, side, publicUrl, locale)],
    }),
  };
}
