import { formatTime } from '../../../lib/dates.ts';
/**
 * The live day's clock words (decision 108): "12:05" left of a meeting, "in 4 min" to the next.
 * Pure, so tests and the venue screen share them.
 */

/** "1:02:05", "12:05", "0:09": the time until `until`, never below zero. */
export function countdown(until: number, now: number): string {
  const total = Math.max(0, Math.ceil((until - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Whole minutes until `until` (at least 0), rounded up: "starts in 1 min" until it starts. */
export function minutesUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 60_000));
}

/** "09:20–09:40" in the zone. */
export function slotTime(start: unknown, end: unknown, timeZone: string) {
  return `${formatTime(start, { timeZone })}–${formatTime(end, { timeZone })}`;
}
