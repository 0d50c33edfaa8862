import { schedule, scheduleGreedy, validate } from '../src/index.ts';
import { randomInstance } from '../test/instances.ts';
import { exactOptimum, loadHighs } from '../test/exact.ts';

const highs = await loadHighs();
const N = Number(process.argv[2] ?? 20);
const m = Number(process.argv[3] ?? 200);
let sumRatio = 0, sumG = 0, cnt = 0, tEx = 0, tUs = 0;
for (let i = 0; i < N; i++) {
  const inst = randomInstance({ startups: 25, corporates: 20, requests: m, slots: 'auto', extraSlots: i % 3 - 1, tables: 'auto', extraTables: [0, 1, 3, 50][i % 4], unavailability: 0.1, skew: 0.5 }, 1000 + i);
  let t0 = performance.now();
  const r = schedule(inst);
  tUs += performance.now() - t0;
  const g = scheduleGreedy(inst);
  const probs = validate(inst, r);
  t0 = performance.now();
  const ex = exactOptimum(highs, inst, { timeLimit: 60 });
  const te = performance.now() - t0;
  tEx += te;
  const ours = r.assignments.length;
  console.log(i, `S=${inst.slots} T=${inst.tables} bound=${r.bounds.maxMeetings} exact=${ex.count}(${ex.status}) ours=${ours} greedy=${g.assignments.length} exMs=${te.toFixed(0)} probs=${probs.length}`, probs.slice(0, 2));
  sumRatio += ours / ex.count; sumG += g.assignments.length / ex.count; cnt++;
}
console.log('avg ours/exact', (sumRatio / cnt).toFixed(5), 'greedy/exact', (sumG / cnt).toFixed(5), 'exact ms', tEx.toFixed(0), 'ours ms', tUs.toFixed(0));
