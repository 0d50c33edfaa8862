import { deriveSlots } from '@matchday/shared';
import { AppError } from '../../platform/errors.ts';
import type { EventRow } from './events.service.ts';

/** Slot indexes of the grid ⇄ the start instants stored for unavailability. */

/** Slot indexes → the start instants stored; an index outside the grid is a 400. */
export function slotStarts(event: Pick<EventRow, 'schedule'>, indexes: number[]) {
  const slots = deriveSlots(event.schedule);
  const bad = indexes.filter((i) => i >= slots.length);
  if (bad.length) {
    const message = `Slot ${bad[0]} does not exist (the event has ${slots.length} slots, 0–${slots.length - 1})`;
    throw new AppError('BAD_REQUEST', message, { fields: [{ field: 'slots', message }] });
  }
  return indexes.map((i) => slots[i]!.start);
}

/** Stored start instants → slot indexes of the current grid. */
export function slotIndexes(event: Pick<EventRow, 'schedule'>, starts: string[]) {
  const index = new Map(deriveSlots(event.schedule).map((s) => [s.start, s.index]));
  return starts
    .map((s) => index.get(s))
    .filter((i): i is number => i !== undefined)
    .sort((a, b) => a - b);
}
