/**
 * The REST contract of the participants import (server: http/event-import.routes.ts):
 * POST /api/matrix/events/{eventId}/import?commit=false|true, multipart with one `file` (.xlsx
 * or .csv, at most 5 MB). `commit=false` answers the preview; `commit=true` imports every row
 * or none — a refused commit is a 400 whose `details.rows` says which rows fail and why.
 */

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** What happens to one row: a new organisation and person, a new person, a link, nothing new. */
export type ImportAction = 'create' | 'newPerson' | 'link' | 'already';

/** One row of the file as the server read it: what would happen, and why it fails. */
export type ImportRow = {
  line: number;
  email: string;
  name: string;
  organisation: string;
  country: string;
  type: string;
  action: ImportAction | null;
  problems: string[];
};

export type ImportResult = {
  rows: ImportRow[];
  valid: boolean;
  imported?: { companies: number; users: number; attendances: number };
};

/** The `details` of a refused import that read the file. */
export type ImportRefusalDetails = { rows?: ImportRow[] };

export const importPath = (eventId: string, commit: boolean) =>
  `/api/matrix/events/${encodeURIComponent(eventId)}/import?commit=${commit}`;
