/**
 * Scheduler bench: instances from an 80-meeting event up to 10,000 requests / 2,000 participants /
 * 30 slots / 200 tables, each without and with 10% random unavailability (seeded).
 * Prints a table; asserts nothing about time. Run: node --import tsx bench/scheduler.ts
 */
import { schedule, scheduleGreedy, validate } from '../packages/scheduler/src/index.ts';
import { randomInstance, type InstanceShape } from '../packages/scheduler/test/instances.ts';

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
  // Same size with room for every request (S·T > m), so the tables do not decide the outcome.
  [
    'event-10000-wide',
    { startups: 1000, corporates: 1000, requests: 10000, slots: 30, tables: 400, skew: 0.2 },
  ],
];

// Warm up the JIT so the first rows are not dominated by compilation.
for (let i = 0; i < 3; i++) schedule(randomInstance({ ...sizes[1]![1], unavailability: 0.1 }, i));

const rows: string[][] = [];
const header = [
  'instance',
  'unavail',
  'm',
  'Δ',
  'slots',
  'tables',
  'maxMeetings',
  'ours',
  'greedy',
  'ours/bound',
  'ms',
  'greedy ms',
  'valid',
];
for (const [name, shape] of sizes) {
  for (const unavailability of [0, 0.1]) {
    const inst = randomInstance({ ...shape, unavailability }, 20240601);
    const degree = new Map<string, number>();
    for (const r of inst.requests)
      for (const p of [r.a, r.b]) degree.set(p, (degree.get(p) ?? 0) + 1);
    let delta = 0;
    for (const d of degree.values()) delta = Math.max(delta, d);
    let t0 = performance.now();
    const ours = schedule(inst);
    const ms = performance.now() - t0;
    t0 = performance.now();
    const greedy = scheduleGreedy(inst);
    const gms = performance.now() - t0;
    const problems = validate(inst, ours);
    const placed = ours.assignments.length;
    const bound = ours.bounds.maxMeetings;
    rows.push([
      name,
      `${unavailability * 100}%`,
      String(inst.requests.length),
      String(delta),
      String(inst.slots),
      String(inst.tables),
      String(bound),
      String(placed),
      String(greedy.assignments.length),
      bound === 0 ? '-' : `${((100 * placed) / bound).toFixed(2)}%`,
      ms.toFixed(0),
      gms.toFixed(0),
      problems.length === 0 ? 'yes' : `NO (${problems.length})`,
    ]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
