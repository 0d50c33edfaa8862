/**
 * Scheduler bench: instances from an 80-meeting event up to 100,000 requests / 20,000
 * participants / 60 slots / 2,000 tables, each without and with 10% random unavailability
 * (seeded). Prints two tables; asserts nothing about time. Run: npm run bench:scheduler
 *
 * 1. Quality and time: meetings (ours, first-fit greedy, bound), idle gaps (ours / the first
 *    edition "previous version" / greedy), participants without a meeting, milliseconds.
 * 2. Minimal change after publication: the published schedule (ours), then 5% of requests
 *    cancelled, 5% new ones, 5% of participants unavailable in one slot each (one of their
 *    meeting slots); re-run with `previous` vs a fresh run without it.
 */
import { schedule, scheduleGreedy, validate } from '../packages/scheduler/src/index.ts';
import { solveInstance } from '../packages/scheduler/src/schedule.ts';
import type { ScheduleInstance } from '../packages/scheduler/src/types.ts';
import {
  BENCH_ROWS,
  BENCH_SEED,
  changeAfterPublication,
  movedAgainst,
  randomInstance,
} from '../packages/scheduler/test/instances.ts';

const sizes = BENCH_ROWS;

const firstEdition = (inst: ScheduleInstance) => solveInstance(inst, { secondEdition: false });
const timed = <T>(f: () => T): [T, number] => {
  const t0 = performance.now();
  const x = f();
  return [x, performance.now() - t0];
};

// Warm up the JIT so the first rows are not dominated by compilation.
for (let i = 0; i < 3; i++) schedule(randomInstance({ ...sizes[1]![1], unavailability: 0.1 }, i));

const quality: string[][] = [];
const change: string[][] = [];
for (const [name, shape] of sizes) {
  for (const unavailability of [0, 0.1]) {
    const inst = randomInstance({ ...shape, unavailability }, BENCH_SEED);
    const degree = new Map<string, number>();
    for (const r of inst.requests)
      for (const p of [r.a, r.b]) degree.set(p, (degree.get(p) ?? 0) + 1);
    let delta = 0;
    for (const d of degree.values()) delta = Math.max(delta, d);
    const n = degree.size;
    const [ours, ms] = timed(() => schedule(inst));
    const [first, fms] = timed(() => firstEdition(inst));
    const [greedy, gms] = timed(() => scheduleGreedy(inst));
    const problems = validate(inst, ours);
    const placed = ours.assignments.length;
    const bound = ours.bounds.maxMeetings;
    const label = `${unavailability * 100}%`;
    quality.push([
      name,
      label,
      String(inst.requests.length),
      String(n),
      String(delta),
      String(inst.slots),
      String(inst.tables),
      String(bound),
      String(placed),
      String(first.assignments.length),
      String(greedy.assignments.length),
      `${ours.stats.idleGaps} / ${first.stats.idleGaps} / ${greedy.stats.idleGaps}`,
      (ours.stats.idleGaps / n).toFixed(2),
      first.stats.idleGaps === 0 ? '-' : (ours.stats.idleGaps / first.stats.idleGaps).toFixed(2),
      `${ours.stats.participantsWithoutMeeting} / ${first.stats.participantsWithoutMeeting} / ${greedy.stats.participantsWithoutMeeting}`,
      ms.toFixed(0),
      fms.toFixed(0),
      gms.toFixed(0),
      problems.length === 0 ? 'yes' : `NO (${problems.length})`,
    ]);

    const { instance: next, infeasible } = changeAfterPublication(inst, ours, 777);
    const previous = next.previous!;
    const [again, ams] = timed(() => schedule(next));
    const fresh = schedule({ ...next, previous: undefined });
    const limit = infeasible + Math.ceil(0.02 * (previous.length - infeasible));
    const againProblems = validate(next, again);
    change.push([
      name,
      label,
      String(previous.length),
      String(infeasible),
      String(again.stats.moved),
      String(limit),
      String(movedAgainst(previous, fresh)),
      String(again.assignments.length),
      String(fresh.assignments.length),
      String(again.bounds.maxMeetings),
      `${again.stats.idleGaps} / ${fresh.stats.idleGaps}`,
      ams.toFixed(0),
      againProblems.length === 0 ? 'yes' : `NO (${againProblems.length})`,
    ]);
  }
}

function print(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

console.log('Quality (idle gaps and without meeting: ours / first edition / first-fit greedy)\n');
print(
  [
    'instance',
    'unavail',
    'm',
    'n',
    'Δ',
    'slots',
    'tables',
    'maxMeetings',
    'ours',
    'first ed.',
    'greedy',
    'idle gaps',
    'gaps/n',
    'vs first',
    'no meeting',
    'ms',
    'first ms',
    'greedy ms',
    'valid',
  ],
  quality,
);
console.log('\nAfter publication: 5% cancelled, 5% new, 5% of participants lose one slot\n');
print(
  [
    'instance',
    'unavail',
    'previous',
    'infeasible',
    'moved',
    'limit',
    'moved fresh',
    'placed',
    'placed fresh',
    'maxMeetings',
    'gaps / fresh',
    'ms',
    'valid',
  ],
  change,
);
console.log(`\npeak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
