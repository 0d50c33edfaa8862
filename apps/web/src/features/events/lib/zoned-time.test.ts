import { describe, expect, it } from 'vitest';
import { instantToZoned, zonedToInstant } from './zoned-time.ts';

const STHLM = 'Europe/Stockholm';

describe('zonedToInstant', () => {
  it('reads the wall clock in the given zone, not the browser’s', () => {
    expect(zonedToInstant('2026-06-10T09:00', STHLM)).toBe('2026-06-10T07:00:00.000Z');
    expect(zonedToInstant('2026-01-10T09:00', STHLM)).toBe('2026-01-10T08:00:00.000Z');
    expect(zonedToInstant('2026-01-10T09:00', 'America/New_York')).toBe('2026-01-10T14:00:00.000Z');
    expect(zonedToInstant('2026-01-10T09:00', 'Asia/Kolkata')).toBe('2026-01-10T03:30:00.000Z');
    expect(zonedToInstant('2026-01-10T09:00', 'UTC')).toBe('2026-01-10T09:00:00.000Z');
  });

  it('spring forward (Stockholm 2026-03-29): both sides of the change, and the skipped hour', () => {
    expect(zonedToInstant('2026-03-29T01:30', STHLM)).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedToInstant('2026-03-29T03:00', STHLM)).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedToInstant('2026-03-29T09:00', STHLM)).toBe('2026-03-29T07:00:00.000Z');
    // 02:30 does not exist that night: it moves forward by the gap, to 03:30 CEST.
    expect(zonedToInstant('2026-03-29T02:30', STHLM)).toBe('2026-03-29T01:30:00.000Z');
  });

  it('fall back (Stockholm 2026-10-25): the repeated hour is the earlier (summer) one', () => {
    expect(zonedToInstant('2026-10-25T01:30', STHLM)).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedToInstant('2026-10-25T02:30', STHLM)).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedToInstant('2026-10-25T03:00', STHLM)).toBe('2026-10-25T02:00:00.000Z');
    expect(zonedToInstant('2026-10-25T09:00', STHLM)).toBe('2026-10-25T08:00:00.000Z');
  });

  it('gives "" for what names no instant', () => {
    expect(zonedToInstant('', STHLM)).toBe('');
    expect(zonedToInstant('2026-02-31T09:00', STHLM)).toBe('');
    expect(zonedToInstant('2026-03-29 09:00', STHLM)).toBe('');
    expect(zonedToInstant('2026-03-29T09:00', 'Mars/Olympus')).toBe('');
    expect(zonedToInstant('2026-03-29T09:00', '')).toBe('');
  });
});

describe('instantToZoned', () => {
  it('shows an instant as the zone’s wall clock, across both changes', () => {
    expect(instantToZoned('2026-03-29T00:30:00.000Z', STHLM)).toBe('2026-03-29T01:30');
    expect(instantToZoned('2026-03-29T01:00:00.000Z', STHLM)).toBe('2026-03-29T03:00');
    expect(instantToZoned('2026-10-25T00:30:00.000Z', STHLM)).toBe('2026-10-25T02:30');
    expect(instantToZoned('2026-10-25T01:30:00.000Z', STHLM)).toBe('2026-10-25T02:30');
    expect(instantToZoned(null, STHLM)).toBe('');
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let m = 0; m < 24 * 60; m += 15) {
        const local = `${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const instant = zonedToInstant(local, STHLM);
        const back = instantToZoned(instant, STHLM);
        if (day === '2026-03-29' && local >= `${day}T02:00` && local < `${day}T03:00`) {
          expect(back).toBe(local.replace('T02:', 'T03:'));
        } else expect(back).toBe(local);
      }
    }
  });
});
