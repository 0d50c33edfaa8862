/**
 * The meetings tables other rooms may join in their read models (decision 093). Read only: a
 * room that reads here never inserts, updates or deletes these rows (tools/imports/tables.js
 * checks it); meetings' own verbs change them.
 */

/**
 * Meetings: follow-up rates and reports on held meetings, and a grant application starts from
 * one; both read the meeting's pair, time and status with their own rows.
 */
export { meetings } from './meetings.tables.ts';
