/** Seeded random instances for tests and the bench. */
import { Rng } from '../src/rng.ts';
import type { ScheduleInstance } from '../src/types.ts';

export interface InstanceShape {
  startups: number;
  corporates: number;
  requests: number;
  /** Slots; 'auto' = busiest participant's load plus `extraSlots`. */
  slots: number | 'auto';
  extraSlots?: number;
  /** Tables; 'auto' = ⌈requests / slots⌉ plus `extraTables`. */
  tables: number | 'auto';
  extraTables?: number;
  /** Probability that a participant cannot attend a given slot. */
  unavailability?: number;
  /** Priorities drawn uniformly from 1..priorityLevels (omitted when 1). */
  priorityLevels?: number;
  /** Skew of corporate popularity (0 = uniform). */
  skew?: number;
}

export function randomInstance(shape: InstanceShape, seed: number): ScheduleInstance {
  const rng = new Rng(seed);
  const startup = (i: number) => `s${i}`;
  const corporate = (i: number) => `c${i}`;
  const weights = Array.from(
    { length: shape.corporates },
    (_, i) => 1 / Math.pow(i + 1, shape.skew ?? 0),
  );
  const total = weights.reduce((x, y) => x + y, 0);
  const pickCorporate = (): number => {
    let u = rng.next() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i]!;
      if (u <= 0) return i;
    }
    return weights.length - 1;
  };
  const requests: ScheduleInstance['requests'] = [];
  const degree = new Map<string, number>();
  for (let i = 0; i < shape.requests; i++) {
    const a = startup(rng.int(shape.startups));
    const b = corporate(pickCorporate());
    const levels = shape.priorityLevels ?? 1;
    requests.push(
      levels > 1 ? { id: `r${i}`, a, b, priority: 1 + rng.int(levels) } : { id: `r${i}`, a, b },
    );
    degree.set(a, (degree.get(a) ?? 0) + 1);
    degree.set(b, (degree.get(b) ?? 0) + 1);
  }
  let delta = 0;
  for (const d of degree.values()) delta = Math.max(delta, d);
  const slots = shape.slots === 'auto' ? delta + (shape.extraSlots ?? 0) : shape.slots;
  const tables =
    shape.tables === 'auto'
      ? Math.max(1, Math.ceil(shape.requests / slots) + (shape.extraTables ?? 0))
      : shape.tables;
  const instance: ScheduleInstance = { slots, tables, requests };
  const p = shape.unavailability ?? 0;
  if (p > 0) {
    const unavailable: Record<string, number[]> = {};
    const people = [
      ...Array.from({ length: shape.startups }, (_, i) => startup(i)),
      ...Array.from({ length: shape.corporates }, (_, i) => corporate(i)),
    ];
    for (const person of people) {
      const off: number[] = [];
      for (let s = 0; s < slots; s++) if (rng.next() < p) off.push(s);
      if (off.length > 0) unavailable[person] = off;
    }
    instance.unavailable = unavailable;
  }
  return instance;
}
