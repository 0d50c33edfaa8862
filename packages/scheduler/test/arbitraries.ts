/** fast-check arbitraries for small instances with every feature (valid locks by construction). */
import fc from 'fast-check';
import { scheduleGreedy } from '../src/index.ts';
import type { ScheduleInstance } from '../src/types.ts';

export interface ArbOptions {
  maxParticipants?: number;
  maxRequests?: number;
  maxSlots?: number;
  maxTables?: number;
  /** Include unavailability, caps, home tables and locks. */
  constraints?: boolean;
  /** Allow a name to be a startup in one request and a corporate in another. */
  mixedRoles?: boolean;
  priorities?: boolean;
}

export function instanceArb(o: ArbOptions = {}): fc.Arbitrary<ScheduleInstance> {
  const maxP = o.maxParticipants ?? 8;
  const nat = fc.nat({ max: 1000 });
  return fc
    .record({
      startups: fc.integer({ min: 1, max: maxP }),
      corporates: fc.integer({ min: 1, max: maxP }),
      slots: fc.integer({ min: 1, max: o.maxSlots ?? 8 }),
      tables: fc.integer({ min: 1, max: o.maxTables ?? 6 }),
      pairs: fc.array(fc.tuple(nat, nat, fc.integer({ min: 1, max: 5 }), fc.boolean()), {
        maxLength: o.maxRequests ?? 30,
      }),
      off: fc.array(fc.tuple(nat, nat), { maxLength: o.constraints ? 40 : 0 }),
      caps: fc.array(fc.tuple(nat, fc.integer({ min: 0, max: 6 })), {
        maxLength: o.constraints ? 4 : 0,
      }),
      homes: fc.array(fc.tuple(nat, nat), { maxLength: o.constraints ? 3 : 0 }),
      lockEvery: fc.integer({ min: 0, max: o.constraints ? 5 : 0 }),
      tightCap: fc.option(nat, { nil: undefined, freq: 3 }),
    })
    .map((r) => {
      const startup = (i: number) => `s${i % r.startups}`;
      const corporate = (i: number) => `c${i % r.corporates}`;
      const people = [...Array.from({ length: r.startups }, (_, i) => startup(i))];
      people.push(...Array.from({ length: r.corporates }, (_, i) => corporate(i)));
      const requests = r.pairs.map(([x, y, priority, flip], i) => {
        const a = startup(x);
        let b = corporate(y);
        if (o.mixedRoles && flip && r.startups > 1 && startup(y) !== a) b = startup(y);
        return o.priorities ? { id: `r${i}`, a, b, priority } : { id: `r${i}`, a, b };
      });
      const inst: ScheduleInstance = { slots: r.slots, tables: r.tables, requests };
      if (!o.constraints) return inst;
      const unavailable: Record<string, number[]> = {};
      for (const [p, s] of r.off)
        (unavailable[people[p % people.length]!] ??= []).push(s % r.slots);
      inst.unavailable = unavailable;
      const caps: Record<string, number> = {};
      for (const [p, c] of r.caps) caps[people[p % people.length]!] = c;
      inst.maxPerParticipant = caps;
      const homes: Record<string, number> = {};
      for (const [p, t] of r.homes) homes[people[p % people.length]!] = t % r.tables;
      inst.homeTable = homes;
      if (r.lockEvery > 0) {
        // Lock some meetings of a valid schedule, half of them with their table.
        const base = scheduleGreedy(inst);
        inst.locked = base.assignments
          .filter((_, i) => i % r.lockEvery === 0)
          .map((x, i) =>
            i % 2
              ? { requestId: x.requestId, slot: x.slot, table: x.table }
              : { requestId: x.requestId, slot: x.slot },
          );
        if (r.tightCap !== undefined && inst.locked.length > 0) {
          // Lower a cap below a participant's locks: exercises LOCKED_CONFLICT.
          const lock = inst.locked[r.tightCap % inst.locked.length]!;
          const req = requests.find((q) => q.id === lock.requestId)!;
          const mine = inst.locked.filter(
            (l) => requests.find((q) => q.id === l.requestId)!.a === req.a,
          );
          caps[req.a] = mine.length - 1;
        }
      }
      return inst;
    });
}
