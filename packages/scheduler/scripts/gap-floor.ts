/**
 * Idle-gap floor of the bench rows (decision 066): for each instance without availability
 * (same shapes and seed as bench/scheduler.ts), the least idle gaps any schedule placing every
 * request can have, next to ours. Rows where not every request can be placed have no floor ("-").
 * Run: node --import tsx packages/scheduler/scripts/gap-floor.ts
 */
import { schedule } from '../src/index.ts';
import { idleGapFloor } from '../src/gap-floor.ts';
import { randomInstance, type InstanceShape } from '../test/instances.ts';

const sizes: [string, InstanceShape][] = [
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
  [
    'event-10000-wide',
    { startups: 1000, corporates: 1000, requests: 10000, slots: 30, tables: 400, skew: 0.2 },
  ],
  [
    'event-100000',
    { startups: 10000, corporates: 10000, requests: 100000, slots: 60, tables: 2000, skew: 0.2 },
  ],
];

const rows: string[][] = [];
for (const [name, shape] of sizes) {
  const inst = randomInstance({ ...shape, unavailability: 0 }, 20240601);
  const n = new Set(inst.requests.flatMap((r) => [r.a, r.b])).size;
  const ours = schedule(inst);
  const all = ours.assignments.length === inst.requests.length;
  const f = idleGapFloor(inst);
  const floor = all && f.applicable ? f.floor : null;
  rows.push([
    name,
    String(inst.requests.length),
    String(ours.bounds.maxMeetings),
    String(n),
    f.applicable ? f.lambda2.toFixed(4) : '-',
    f.applicable ? f.residual.toExponential(1) : '-',
    floor === null ? '-' : String(floor),
    floor === null ? '-' : (floor / n).toFixed(2),
    String(ours.stats.idleGaps),
    (ours.stats.idleGaps / n).toFixed(2),
  ]);
}
const header = [
  'instance',
  'm',
  'maxMeetings',
  'n',
  'λ₂',
  'residual',
  'floor',
  'floor/n',
  'ours',
  'ours/n',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
console.log('Idle-gap floor (every request placed, one block) vs ours, no availability\n');
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
