/**
 * The matchmaking tables other rooms may join in their read models (decision 093). Read only: a
 * room that reads here never inserts, updates or deletes these rows (tools/imports/tables.js
 * checks it); matchmaking's own verbs change them.
 */

/** Needs: an agenda line and a meeting card name the need that a meeting answers. */
export { needs } from './matchmaking.tables.ts';

/** Matches: the meeting requests a schedule places are the confirmed matches of the event. */
export { matches } from './matchmaking.tables.ts';

/** Pairing requests: a pending or accepted request lets the two companies open a conversation. */
export { pairingRequests } from './matchmaking.tables.ts';
