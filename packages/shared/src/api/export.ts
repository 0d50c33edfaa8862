import { z } from 'zod';

/**
 * The REST contract of the organisers' download (SPEC §7; server: http/export.routes.ts):
 * GET /api/export/matches?eventId=…&format=xlsx|csv[&sheet=matches|meetings]. The answer is
 * the file itself (content-disposition names it); a refusal is JSON.
 */

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_SHEETS = ['matches', 'meetings'] as const;
export type ExportSheet = (typeof EXPORT_SHEETS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query; each problem names its parameter (the first one found is answered). */
export const matchesExportQuery = z.object(
  {
    eventId: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : ''),
      z
        .string('Name the event to export (eventId)')
        .min(1, 'Name the event to export (eventId)')
        .regex(UUID, 'eventId is not an event’s id'),
    ),
    format: z.enum(EXPORT_FORMATS, 'format is xlsx or csv').default('xlsx'),
    sheet: z.enum(EXPORT_SHEETS, 'sheet is matches or meetings').default('matches'),
  },
  'Name the event to export (eventId)',
);
export type MatchesExportQuery = z.input<typeof matchesExportQuery>;

/** The download's URL for a query the web builds. */
export function matchesExportPath(query: {
  eventId: string;
  format: ExportFormat;
  sheet?: ExportSheet;
}) {
  const params = new URLSearchParams({ eventId: query.eventId, format: query.format });
  if (query.sheet) params.set('sheet', query.sheet);
  return `/api/export/matches?${params}`;
}
