import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, uidDomainOf } from './ics.ts';

/** RFC 5545 building blocks: escaping, folding at 75 octets, METHOD only when asked. */

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks; leaves colons and quotes', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Room: "Blue" https://x.test/a?b=c')).toBe(
      'Room: "Blue" https://x.test/a?b=c',
    );
    // The backslash is escaped first: an escaped comma does not become "\\\\,".
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });
});

describe('foldLine (RFC 5545 §3.1)', () => {
  it('leaves a line of up to 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long ASCII line into lines of at most 75 octets that unfold to the original', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(40)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('folds long UTF-8 text at ≤ 75 octets, never inside a character', () => {
    // 2-, 3- and 4-byte characters, so some fold points fall inside a multi-byte sequence.
    const text = 'Möte med Åsa Öberg – 日本語の会議 😀🎉 ';
    const line = `SUMMARY:${text.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(8);
    for (const p of physical) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      // Each physical line is whole characters: encoding and decoding it changes nothing
      // (a split surrogate pair or UTF-8 sequence would come back as U+FFFD).
      expect(Buffer.from(p, 'utf8').toString('utf8')).toBe(p);
      expect(p).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
    // Some lines end short of 75 because the next character would not fit whole.
    expect(physical.some((p) => octets(p) < 75 && octets(p) > 71)).toBe(true);
    expect(unfold(folded)).toBe(line);
  });
});

describe('icsCalendar through ical.js', () => {
  const meeting = {
    id: '6f1c2a1e-8f7a-4c55-9d2b-0b8e4c1d2e3f',
    sequence: 3,
    status: 'CANCELLED' as const,
    start: '2026-05-12T07:20:00.000Z',
    end: '2026-05-12T07:40:00.000Z',
    summary: 'Meeting with Åsa; Björk, and 日本 "Partners" \\ Co',
    description: `Nordic Demo Day\nNeed: ${'Långa behov, med; tecken '.repeat(8)}`,
    location: 'Table 3, Main hall',
    url: 'https://matchday.example/startup/events/e1/agenda',
    changedAt: '2026-05-01T10:00:00.000Z',
  };

  it('a parser reads back exactly what was written, folded and escaped', () => {
    const text = icsCalendar({
      name: 'Matchday meetings',
      uidDomain: 'matchday.example',
      meetings: [meeting],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent!);
    expect(event.uid).toBe(`meeting-${meeting.id}@matchday.example`);
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe(meeting.summary);
    expect(event.description).toBe(meeting.description);
    expect(event.location).toBe(meeting.location);
    expect(vevent!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.startDate.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(event.startDate.toJSDate().toISOString()).toBe(meeting.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(meeting.end);
  });

  it('METHOD only when a scheduling method is asked for', () => {
    const text = icsCalendar({
      name: 'x',
      uidDomain: 'matchday.example',
      method: 'PUBLISH',
      meetings: [meeting],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('UIDs use the public host', () => {
    expect(uidDomainOf('https://app.matchday.example:8443/x')).toBe('app.matchday.example');
    expect(uidDomainOf('not a url')).toBe('matchday');
  });
});
