/**
 * Idle-gap floor of the bench rows (decision 066): for each instance without availability
 * (same shapes and seed as bench/scheduler.ts), the least idle gaps any schedule placing every
 * request can have, next to ours. Rows where not every request can be placed have no floor ("-").
 * Run: node --import tsx packages/scheduler/scripts/gap-floor.ts
 */
import { schedule } from '../src/index.ts';
import { idleGapFloor } from '../src/gap-floor.ts';
import { BENCH_ROWS, BENCH_SEED, randomInstance } from '../test/instances.ts';

const sizes = BENCH_ROWS;

const rows: string[][] = [];
for (const [name, shape] of sizes) {
  const inst = randomInstance({ ...shape, unavailability: 0 }, BENCH_SEED);
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
