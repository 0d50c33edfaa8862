/**
 * The grants tables other rooms may join in their read models (decision 093). Read only: a room
 * that reads here never inserts, updates or deletes these rows (tools/imports/tables.js checks
 * it); grants' own verbs change them.
 */

/**
 * Grant applications: signing's agreements belong to an approved application; its policy scopes
 * them by the application's startup and corporate.
 */
export { grantApplications } from './grants.tables.ts';
