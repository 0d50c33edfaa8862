import type { Locale } from '@matchday/shared';
import type { EventRow } from '../../events/events.service.ts';
import { titleOf, type AgendaEntry, type Side } from '../agenda.queries.ts';
import { meetingText, meetingWords } from '../meeting-words.ts';
import type { MeetingRow } from '../meetings.views.ts';
import { placementText } from '../told.ts';

/**
 * What a republication changed in one meeting, with the old and the new time (event's zone), in
 * the reader's language: a line of the `confirmedschedule` mail.
 */
export function changeLine(
  event: Pick<EventRow, 'timezone' | 'schedule' | 'format'>,
  was: MeetingRow,
  now: AgendaEntry,
  side: Side,
  locale: Locale = 'en',
) {
  const title = titleOf(now, side, locale);
  const then =
    was.shownStartsAt && was.shownEndsAt
      ? placementText(
          event,
          { startsAt: was.shownStartsAt, endsAt: was.shownEndsAt, tableNo: was.shownTableNo },
          locale,
        )
      : null;
  const at = placementText(
    event,
    { startsAt: now.view.startsAt!, endsAt: now.view.endsAt!, tableNo: now.view.table },
    locale,
  );
  if (now.view.status === 'CANCELLED') {
    return meetingText(locale, meetingWords.changeCancelled, { title, then: then ?? at });
  }
  if (!then) return meetingText(locale, meetingWords.changeNew, { title, at });
  if (was.shownStatus === 'CANCELLED') {
    return meetingText(locale, meetingWords.changeBack, { title, at });
  }
  return meetingText(locale, meetingWords.changeMoved, { title, then, at });
}
