import {
  deriveSlots,
  videoLinkFor,
  type MeetingStatus,
  type NoShowSide,
  type ScheduleGrid,
  type UnplacedReason,
} from '@matchday/shared';
import type { CompanyRow } from '../accounts/company-view.ts';
import type { EventRow } from '../events/events.read-model.ts';
import type { meetings } from './meetings.tables.ts';

export type MeetingRow = typeof meetings.$inferSelect;

/** A party's card (the GraphQL CompanyCard), when a query read it with the meeting. */
export type PartyCard = Pick<
  CompanyRow,
  'id' | 'name' | 'type' | 'country' | 'stage' | 'pitchShort' | 'industries'
>;
type EventLike = Pick<EventRow, 'schedule' | 'meetingLink' | 'format'>;

/**
 * What a caller sees of a meeting. Organisers see the working placement (the draft); everyone
 * else what participants were last told (`shown_*`).
 */
export type MeetingView = {
  id: string;
  eventId: string;
  matchId: string;
  startupId: string;
  corporateId: string;
  needId: string | null;
  status: MeetingStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  slot: number | null;
  table: number | null;
  tableName: string | null;
  videoLink: string | null;
  locked: boolean;
  priority: number;
  cancelReason: string | null;
  unplacedReason: UnplacedReason | null;
  /** The reason in a sentence naming the party (organisers; null before any run). */
  unplacedText: string | null;
  /** A no-show: the side that did not come, when said. */
  absentSide: NoShowSide | null;
  sequence: number;
  published: boolean;
  /** Organisers: the draft differs from what participants were told. */
  changedSincePublish: boolean;
  /** Read with the meeting by queries that join them (myMeetings): no loader needed. */
  joined?: { startup: PartyCard; corporate: PartyCard; needTitle: string | null };
};

/** Slot start instant → slot index of the event's current grid. */
export function slotIndexOf(grid: ScheduleGrid) {
  const index = new Map(deriveSlots(grid).map((s) => [s.start, s.index]));
  return (at: Date | null) => (at ? (index.get(at.toISOString()) ?? null) : null);
}

export function tableName(grid: ScheduleGrid, table: number | null) {
  if (table === null) return null;
  return grid.meetingPoints[table - 1]?.trim() || `Table ${table}`;
}

/** The views of many meetings of one event. */
export function meetingViews(event: EventLike, rows: MeetingRow[], draft: boolean): MeetingView[] {
  const slotOf = slotIndexOf(event.schedule);
  return rows.map((r) => {
    const startsAt = draft ? r.startsAt : r.shownStartsAt;
    const table = draft ? r.tableNo : r.shownTableNo;
    const status = (draft ? r.status : r.shownStatus) ?? r.status;
    const changed =
      r.shownStatus !== null &&
      (r.shownStatus !== r.status ||
        r.shownStartsAt?.getTime() !== r.startsAt?.getTime() ||
        r.shownTableNo !== r.tableNo);
    return {
      id: r.id,
      eventId: r.eventId,
      matchId: r.matchId,
      startupId: r.startupId,
      corporateId: r.corporateId,
      needId: r.needId,
      status,
      startsAt,
      endsAt: draft ? r.endsAt : r.shownEndsAt,
      slot: slotOf(startsAt),
      table,
      // An online event has no tables: its meetings are held at their video links.
      tableName: event.format === 'DIGITAL' ? null : tableName(event.schedule, table),
      videoLink: event.format === 'PHYSICAL' ? null : videoLinkFor(event.meetingLink, r.id),
      locked: r.locked,
      priority: r.priority,
      cancelReason: r.cancelReason,
      unplacedReason: draft ? (r.unplacedReason as UnplacedReason | null) : null,
      unplacedText: draft ? r.unplacedText : null,
      absentSide: status === 'NO_SHOW' ? r.absentSide : null,
      sequence: r.sequence,
      published: r.shownStatus !== null,
      changedSincePublish: draft && changed,
    };
  });
}
