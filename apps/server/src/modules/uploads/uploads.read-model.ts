/**
 * The uploads tables other rooms may join in their read models (decision 093). Read only: a room
 * that reads here never inserts, updates or deletes these rows (tools/imports/tables.js checks
 * it); uploads' own verbs store and forget files.
 */

/** Files: a resource list shows each resource's file name, size and type. */
export { files } from './uploads.tables.ts';
