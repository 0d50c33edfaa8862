/** Seeded random instances for tests and the bench. */
import { Rng } from '../src/rng.ts';
import type { Assignment, ScheduleInstance, ScheduleResult } from '../src/types.ts';

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

export interface Change {
  /** The instance after the change, with `previous` = the published placement still requested. */
  instance: ScheduleInstance;
  /** Previous meetings that cannot stay: a participant became unavailable in their slot. */
  infeasible: number;
}

/**
 * The "after publication" change: cancel `rate` of the requests, add as many new ones
 * (random pairs of existing startups and corporates), and make `rate` of the participants
 * unavailable in one slot each (one where they have a published meeting, when they have one).
 */
export function changeAfterPublication(
  inst: ScheduleInstance,
  published: ScheduleResult,
  seed: number,
  rate = 0.05,
): Change {
  const rng = new Rng(seed);
  const m = inst.requests.length;
  const cancelled = new Set<string>();
  const ids = inst.requests.map((r) => r.id);
  const target = Math.round(rate * m);
  while (cancelled.size < Math.min(target, m)) cancelled.add(ids[rng.int(m)]!);
  const requests = inst.requests.filter((r) => !cancelled.has(r.id));
  const startups = [...new Set(inst.requests.map((r) => r.a))];
  const corporates = [...new Set(inst.requests.map((r) => r.b))];
  for (let i = 0; i < target; i++) {
    requests.push({
      id: `new${i}`,
      a: startups[rng.int(startups.length)]!,
      b: corporates[rng.int(corporates.length)]!,
    });
  }
  const byId = new Map(inst.requests.map((r) => [r.id, r]));
  const previous = published.assignments.filter((x) => !cancelled.has(x.requestId));
  const slotsOf = new Map<string, number[]>();
  for (const x of previous) {
    const r = byId.get(x.requestId)!;
    for (const p of [r.a, r.b]) slotsOf.set(p, [...(slotsOf.get(p) ?? []), x.slot]);
  }
  const people = [...new Set([...startups, ...corporates])];
  const unavailable: Record<string, number[]> = {};
  for (const [p, list] of Object.entries(inst.unavailable ?? {})) unavailable[p] = [...list];
  const chosen = new Set<string>();
  while (chosen.size < Math.round(rate * people.length))
    chosen.add(people[rng.int(people.length)]!);
  for (const p of [...chosen].sort()) {
    const mine = slotsOf.get(p) ?? [];
    const s = mine.length > 0 ? mine[rng.int(mine.length)]! : rng.int(inst.slots);
    const list = (unavailable[p] ??= []);
    if (!list.includes(s)) list.push(s);
  }
  const off = (p: string, s: number) => unavailable[p]?.includes(s) === true;
  let infeasible = 0;
  for (const x of previous) {
    const r = byId.get(x.requestId)!;
    if (off(r.a, x.slot) || off(r.b, x.slot)) infeasible++;
  }
  return { instance: { ...inst, requests, unavailable, previous }, infeasible };
}

/** Previous meetings placed elsewhere (slot or table) or not at all in `result`. */
export function movedAgainst(previous: Assignment[], result: ScheduleResult): number {
  const now = new Map(result.assignments.map((x) => [x.requestId, x]));
  let moved = 0;
  for (const p of previous) {
    const x = now.get(p.requestId);
    if (!x || x.slot !== p.slot || x.table !== p.table) moved++;
  }
  return moved;
}

/** The rows of `npm run bench:scheduler` (and of scripts/gap-floor.ts), each drawn with BENCH_SEED. */
export const BENCH_SEED = 20240601;
export const BENCH_ROWS: [string, InstanceShape][] = [
  [
    'event-80',
    { startups: 12, corporates: 8, requests: 80, slots: 'auto', tables: 'auto', extraTables: 1 },
  ],
  [
    'event-300',
    { startups: 30, corporates: 20, requests: 300, slots: 'auto', tables: 'auto', skew: 0.5 },
  ],
  [
    'event-1000',
    { startups: 120, corporates: 80, requests: 1000, slots: 16, tables: 70, skew: 0.3 },
  ],
  [
    'event-3000',
    { startups: 400, corporates: 200, requests: 3000, slots: 24, tables: 130, skew: 0.3 },
  ],
  [
    'event-10000',
    { startups: 1000, corporates: 1000, requests: 10000, slots: 30, tables: 200, skew: 0.2 },
  ],
  // Same size with room for every request (S·T > m), so the tables do not decide the outcome.
  [
    'event-10000-wide',
    { startups: 1000, corporates: 1000, requests: 10000, slots: 30, tables: 400, skew: 0.2 },
  ],
  [
    'event-100000',
    { startups: 10000, corporates: 10000, requests: 100000, slots: 60, tables: 2000, skew: 0.2 },
  ],
];
