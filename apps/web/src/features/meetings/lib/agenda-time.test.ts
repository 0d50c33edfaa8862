import { describe, expect, it } from 'vitest';
import {
  byDay,
  markable,
  markOpensAt,
  offsetLabel,
  offsetMinutes,
  ownTime,
  timeRange,
  zoneLabel,
} from './agenda-time.ts';

const WINTER = '2027-03-12T08:00:00.000Z';
const SUMMER = '2027-06-10T07:00:00.000Z';

describe('agenda times', () => {
  it('reads a zone’s offset at an instant, across daylight saving and half hours', () => {
    expect(offsetMinutes(WINTER, 'Europe/Stockholm')).toBe(60);
    expect(offsetMinutes(SUMMER, 'Europe/Stockholm')).toBe(120);
    expect(offsetMinutes(WINTER, 'America/New_York')).toBe(-300);
    expect(offsetMinutes(WINTER, 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(WINTER, 'UTC')).toBe(0);
    expect(offsetLabel(330)).toBe('GMT+5:30');
    expect(offsetLabel(-300)).toBe('GMT-5');
    expect(offsetLabel(0)).toBe('GMT');
    expect(zoneLabel('Europe/Stockholm', SUMMER)).toBe('Stockholm time (GMT+2)');
    expect(zoneLabel('America/New_York', WINTER)).toBe('New York time (GMT-5)');
  });

  it('writes the meeting’s time in the event’s zone', () => {
    expect(timeRange(WINTER, '2027-03-12T08:20:00.000Z', 'Europe/Stockholm')).toBe('09:00–09:20');
  });

  it('adds the reader’s own time only when the reader’s clock differs', () => {
    const end = '2027-03-12T08:20:00.000Z';
    expect(ownTime(WINTER, end, 'Europe/Stockholm', 'Europe/Stockholm')).toBeNull();
    // Berlin keeps Stockholm's clock: nothing to add.
    expect(ownTime(WINTER, end, 'Europe/Stockholm', 'Europe/Berlin')).toBeNull();
    expect(ownTime(WINTER, end, 'Europe/Stockholm', 'America/New_York')).toEqual({
      range: '03:00–03:20',
      zone: 'New York time (GMT-5)',
      day: null,
    });
    // Late in the evening in Stockholm is the next day in Tokyo.
    const late = '2027-03-12T20:00:00.000Z';
    expect(ownTime(late, '2027-03-12T20:20:00.000Z', 'Europe/Stockholm', 'Asia/Tokyo')).toEqual({
      range: '05:00–05:20',
      zone: 'Tokyo time (GMT+9)',
      day: '13 Mar 2027',
    });
  });

  it('opens marking 15 minutes before the start', () => {
    const start = Date.parse(WINTER);
    expect(markable(WINTER, start - 16 * 60_000)).toBe(false);
    expect(markable(WINTER, start - 15 * 60_000)).toBe(true);
    expect(markable(WINTER, start + 60 * 60_000)).toBe(true);
    expect(markable(null, start)).toBe(false);
    expect(markOpensAt(WINTER, 'Europe/Stockholm')).toBe('08:45');
  });

  it('groups meetings by their day in the event’s zone', () => {
    const days = byDay(
      [
        { id: 'a', startsAt: '2027-03-12T08:00:00Z' },
        { id: 'b', startsAt: '2027-03-12T22:30:00Z' }, // 23:30 in Stockholm: still the 12th
        { id: 'c', startsAt: '2027-03-12T23:30:00Z' }, // 00:30 on the 13th
      ],
      'Europe/Stockholm',
    );
    expect(days.map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([
      ['12 Mar 2027', ['a', 'b']],
      ['13 Mar 2027', ['c']],
    ]);
  });
});
