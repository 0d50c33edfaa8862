import { defineMessages, type Message, type MessageValues } from './messages.ts';

const m = defineMessages({
  table: { id: 'place.table', defaultMessage: 'Table {number}' },
});

/**
 * Where a meeting is, in the reader's language: an unnamed table comes from the server as
 * "Table N" and is worded here; a meeting point the organisers named stays as they wrote it.
 * The venue follows after a comma when given.
 */
export function placeName(
  t: (message: Message, values?: MessageValues) => string,
  tableName: string | null | undefined,
  venue = '',
): string {
  const numbered = /^Table (\d+)$/.exec(tableName ?? '');
  const table = numbered ? t(m.table, { number: Number(numbered[1]) }) : tableName;
  return [table, venue.trim()].filter(Boolean).join(', ');
}
