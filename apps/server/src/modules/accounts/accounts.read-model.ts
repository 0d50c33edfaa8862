/**
 * The accounts tables other rooms may join in their read models (decision 093). Read only: a
 * room that reads here never inserts, updates or deletes these rows (tools/imports/tables.js
 * checks it); writes go through accounts' verbs, or through the rooms cut from the accounts
 * records that TABLES_OPEN_TO names.
 */

/**
 * Companies: every list that shows a company next to its rows (attendees, suggestions, meetings,
 * grants, follow-up) joins it for the name, kind and access flags, and the policies of events,
 * matchmaking, meetings, grants and signing scope rows by the company's incubator and access.
 */
export { companies } from './accounts.tables.ts';

/**
 * People: mail recipients (a company's active members), the names shown next to what they did
 * (grant history, attendance decisions), and the events policy's "people of reachable companies".
 */
export { users } from './accounts.tables.ts';

/** Organisers: the grant history names the organiser who acted. */
export { admins } from './accounts.tables.ts';
