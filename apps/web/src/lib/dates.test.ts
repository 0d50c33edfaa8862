import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gql' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the one date formatter', () => {
  it('writes "22 Nov 2026" and "22 Nov 2026, 11:14 CET", in a given zone or the reader’s', () => {
    const at = '2026-11-22T10:14:55.000Z';
    expect(formatDate(at, { timeZone: 'Europe/Stockholm' })).toBe('22 Nov 2026');
    expect(formatDateTime(at, { timeZone: 'Europe/Stockholm' })).toBe('22 Nov 2026, 11:14 CET');
    expect(formatDateTime(at, { timeZone: 'Europe/Stockholm', zoneLabel: false })).toBe(
      '22 Nov 2026, 11:14',
    );
    expect(formatDateTime(at, { timeZone: 'UTC' })).toBe('22 Nov 2026, 10:14 UTC');
    expect(formatTime(at, { timeZone: 'UTC' })).toBe('10:14');
    // Near midnight the day follows the zone.
    expect(formatDate('2026-11-22T23:30:00Z', { timeZone: 'Europe/Stockholm' })).toBe(
      '23 Nov 2026',
    );
    expect(formatDate(new Date(at))).toMatch(/^2[23] Nov 2026$/);
    // The reader's own zone is named too: every date and time says whose clock it is.
    expect(formatDateTime(Date.parse(at))).toMatch(/^2[23] Nov 2026, \d\d:\d\d \S+$/);
  });

  it('writes "—" (or the given word) for nothing or an unreadable value', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDate('', { empty: 'never' })).toBe('never');
  });

  it('is the only one: no screen formats dates with toLocale… or its own Intl.DateTimeFormat', () => {
    // Time-zone arithmetic (offsets, wall-clock parts) may use Intl; writing a date may not.
    const zoneMaths = [
      'features/events/lib/zoned-time.ts',
      'features/events/components/participant/event-text.ts',
    ];
    const offenders = sources(SRC)
      .filter((file) => !file.endsWith(path.join('lib', 'dates.ts')))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const rel = path.relative(SRC, file);
        const found: string[] = [];
        if (/\.toLocale(Date|Time)?String\(/.test(text)) found.push(`${rel}: toLocale…String`);
        if (
          /new Intl\.DateTimeFormat\(/.test(text) &&
          !zoneMaths.includes(rel.split(path.sep).join('/'))
        ) {
          found.push(`${rel}: Intl.DateTimeFormat`);
        }
        return found;
      });
    expect(offenders).toEqual([]);
  });
});
