import { schedule, scheduleGreedy, validate } from '../src/index.ts';
import { randomInstance, type InstanceShape } from '../test/instances.ts';
import { exactOptimum, loadHighs } from '../test/exact.ts';

const highs = await loadHighs();
const shapes: [string, Omit<InstanceShape, 'extraSlots'|'extraTables'>][] = [
  ['dense15x15x300', { startups: 15, corporates: 15, requests: 300, slots: 'auto', tables: 'auto', unavailability: 0.1 }],
  ['skew20x10x250', { startups: 20, corporates: 10, requests: 250, slots: 'auto', tables: 'auto', unavailability: 0.1, skew: 1 }],
  ['mid30x30x150', { startups: 30, corporates: 30, requests: 150, slots: 'auto', tables: 'auto', unavailability: 0.1 }],
  ['small12x12x100', { startups: 12, corporates: 12, requests: 100, slots: 'auto', tables: 'auto', unavailability: 0.1 }],
];
const extra = Number(process.argv[2] ?? 0);
for (const [name, shape] of shapes) {
  let sr = 0, sg = 0, c = 0, te = 0, tu = 0, gaps = 0;
  for (let i = 0; i < 8; i++) {
    const inst = randomInstance({ ...shape, extraSlots: extra, extraTables: [0, 1, 2, 40][i % 4] }, 77 + i);
    let t0 = performance.now();
    const r = schedule(inst);
    tu += performance.now() - t0;
    const g = scheduleGreedy(inst);
    if (validate(inst, r).length) console.log('INVALID', validate(inst, r).slice(0, 3));
    t0 = performance.now();
    const ex = exactOptimum(highs, inst, { timeLimit: 60 });
    te += performance.now() - t0;
    if (ex.status !== 'Optimal') console.log('status', ex.status);
    if (r.assignments.length !== ex.count || r.bounds.maxMeetings !== ex.count) { gaps++; console.log(name, i, `S=${inst.slots} T=${inst.tables} bound=${r.bounds.maxMeetings} ex=${ex.count} ours=${r.assignments.length} greedy=${g.assignments.length}`); }
    sr += r.assignments.length / ex.count; sg += g.assignments.length / ex.count; c++;
  }
  console.log(name, 'ours', (sr / c).toFixed(5), 'greedy', (sg / c).toFixed(5), 'exMs', te.toFixed(0), 'usMs', tu.toFixed(0), 'gaps', gaps);
}
