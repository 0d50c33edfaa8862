import { dateInZone, timeInZone } from '@matchday/shared';

export type GridSlot = { index: number; start: string; end: string; session: number };

/** "09:00–09:20", prefixed with the date when the event's slots span several days. */
export function slotLabeller(slots: readonly GridSlot[], timeZone: string) {
  const days = new Set(slots.map((s) => dateInZone(s.start, timeZone)));
  return (s: GridSlot) => {
    const time = `${timeInZone(s.start, timeZone)}–${timeInZone(s.end, timeZone)}`;
    return days.size > 1 ? `${dateInZone(s.start, timeZone)} · ${time}` : time;
  };
}

/** The tables' names: the named meeting points, else "Table n". */
export function tableNames(count: number, points: readonly string[]) {
  return Array.from({ length: count }, (_, i) => points[i]?.trim() || `Table ${i + 1}`);
}
