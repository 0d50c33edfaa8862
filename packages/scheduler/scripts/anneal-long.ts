/**
 * How far more annealing gets on the bench rows (decision 068): schedules each row as
 * `schedule()` does, then anneals the result again with many more moves, once per seed, and
 * prints idle gaps per participant. Offline evidence for where the 0.3 target stands, not a
 * production setting.
 *
 *   node --import tsx packages/scheduler/scripts/anneal-long.ts [--moves=60000000] [--seeds=1,2,3] [row…]
 */
import { anneal } from '../src/anneal.ts';
import { Compactor } from '../src/compact.ts';
import { parseInstance } from '../src/input.ts';
import { schedule } from '../src/schedule.ts';
import { stateFromSlots } from '../src/state.ts';
import { totalGaps } from '../src/stats.ts';
import { BENCH_ROWS, BENCH_SEED, randomInstance } from '../test/instances.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const moves = Number(option('moves', '60000000'));
const seeds = option('seeds', '1,2,3').split(',').map(Number);
const rows = args.filter((a) => !a.startsWith('--'));
const names = rows.length > 0 ? rows : ['event-300', 'event-3000', 'event-10000-wide'];

for (const name of names) {
  const shape = BENCH_ROWS.find(([row]) => row === name)?.[1];
  if (!shape) throw new Error(`no bench row ${name}`);
  const inst = randomInstance(shape, BENCH_SEED);
  const result = schedule(inst);
  const model = parseInstance(inst);
  const index = new Map(model.requestIds.map((id, e) => [id, e]));
  const slotOf = new Int32Array(model.m).fill(-1);
  for (const a of result.assignments) slotOf[index.get(a.requestId)!] = a.slot;
  const per = (gaps: number) => (gaps / model.n).toFixed(2);
  const line = [`${name}: schedule() ${result.stats.idleGaps} (${per(result.stats.idleGaps)})`];
  for (const seed of seeds) {
    const st = stateFromSlots(model, slotOf);
    const started = performance.now();
    anneal(new Compactor(st, new Uint8Array(model.m)), st, moves, undefined, seed);
    const gaps = totalGaps(model, st.busy);
    const s = ((performance.now() - started) / 1000).toFixed(1);
    line.push(`seed ${seed}: ${gaps} (${per(gaps)}, ${s} s)`);
  }
  console.log(`${line.join('; ')}  [${moves.toLocaleString('en')} moves each]`);
}
