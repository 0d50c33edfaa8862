import { PRODUCT_NAME } from '@matchday/shared';

/**
 * iCalendar (RFC 5545) for meetings: one VEVENT per meeting with a UID that never changes, the
 * SEQUENCE participants were last told, STATUS CONFIRMED or CANCELLED (a cancelled meeting stays
 * in, never just dropped), times in UTC, the table or video link as LOCATION, a VALARM with the
 * event's reminder lead. METHOD only where a
 * scheduling method applies (a mail's attachment: PUBLISH); never in a subscription feed.
 */

export type IcsMeeting = {
  id: string;
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
  start: Date | string;
  end: Date | string;
  summary: string;
  description?: string;
  location?: string | null;
  url?: string | null;
  /** When the meeting last changed (DTSTAMP / LAST-MODIFIED). */
  changedAt: Date | string;
  /** Minutes before the start a calendar alerts (VALARM); none when absent or 0. */
  alarmMinutes?: number | null;
};

export type IcsCalendar = {
  name: string;
  meetings: IcsMeeting[];
  method?: 'PUBLISH';
  /** The domain part of UIDs (stable per installation: the public host). */
  uidDomain: string;
};

const utc = (value: Date | string) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string) {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 sequence (RFC 5545 §3.1). */
export function foldLine(line: string) {
  // Most lines are short: at most 75 UTF-16 units of at most 3 octets each fit untouched.
  if (line.length <= 25 || (line.length <= 75 && Buffer.byteLength(line) <= 75)) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    const limit = out.length ? 74 : 75; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function vevent(m: IcsMeeting, uidDomain: string) {
  const lines = [
    'BEGIN:VEVENT',
    `UID:meeting-${m.id}@${uidDomain}`,
    `DTSTAMP:${utc(m.changedAt)}`,
    `LAST-MODIFIED:${utc(m.changedAt)}`,
    `SEQUENCE:${m.sequence}`,
    `DTSTART:${utc(m.start)}`,
    `DTEND:${utc(m.end)}`,
    `SUMMARY:${escapeText(m.summary)}`,
    `STATUS:${m.status}`,
    'TRANSP:OPAQUE',
  ];
  if (m.description) lines.push(`DESCRIPTION:${escapeText(m.description)}`);
  if (m.location) lines.push(`LOCATION:${escapeText(m.location)}`);
  if (m.url) lines.push(`URL:${m.url}`);
  if (m.alarmMinutes && m.status !== 'CANCELLED') {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(m.summary)}`,
      `TRIGGER:-PT${m.alarmMinutes}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as text (CRLF line ends, folded lines). */
export function icsCalendar(calendar: IcsCalendar) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Meetings//EN`,
    'CALSCALE:GREGORIAN',
    ...(calendar.method ? [`METHOD:${calendar.method}`] : []),
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.meetings.flatMap((m) => vevent(m, calendar.uidDomain)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The host part of the public URL, for UIDs. */
export function uidDomainOf(publicUrl: string) {
  try {
    return new URL(publicUrl).hostname || 'matchday';
  } catch {
    return 'matchday';
  }
}
