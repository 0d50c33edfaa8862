/**
 * The events tables other rooms may join in their read models (decision 093). Read only: a room
 * that reads here never inserts, updates or deletes these rows (tools/imports/tables.js checks
 * it); events' own verbs change them.
 */
import type { events as eventsTable } from './events.tables.ts';

/** One event row, for views built from it. */
export type EventRow = typeof eventsTable.$inferSelect;

/**
 * Events: matchmaking, meetings, follow-up, grants, resources and reports show and filter their
 * rows by the event's name, time zone, schedule, format and stage, and scope them with the
 * events policy (`eventOperationWhere`), which reads this table.
 */
export { events } from './events.tables.ts';

/**
 * Attendances: who takes part in an event. Matchmaking and meetings keep to the
 * approved participants of an event in the same statement as their own rows.
 */
export { attendances } from './events.tables.ts';
