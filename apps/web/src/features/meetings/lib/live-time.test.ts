import { describe, expect, it } from 'vitest';
import { countdown, minutesUntil, slotTime } from './live-time.ts';

describe('the live day’s clock words', () => {
  it('counts down in minutes and seconds, hours when long, never below zero', () => {
    expect(countdown(125_000, 0)).toBe('2:05');
    expect(countdown(3_725_000, 0)).toBe('1:02:05');
    expect(countdown(0, 5_000)).toBe('0:00');
    expect(countdown(9_500, 0)).toBe('0:10');
  });
  it('rounds minutes up until the start', () => {
    expect(minutesUntil(61_000, 0)).toBe(2);
    expect(minutesUntil(60_000, 0)).toBe(1);
    expect(minutesUntil(0, 1)).toBe(0);
  });
  it('writes a slot in the event’s zone', () => {
    expect(slotTime('2026-11-27T08:20:00Z', '2026-11-27T08:40:00Z', 'Europe/Stockholm')).toBe(
      '09:20–09:40',
    );
  });
});
