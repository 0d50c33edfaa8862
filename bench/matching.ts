/**
 * Matching bench: time to rank 300 … 30,000 startups for one need, and ranking
 * quality on the labelled evaluation set (packages/matching/eval) next to plain BM25 run in the
 * same process. Prints tables; asserts nothing. Run: npm run bench:matching
 */
import { buildCorpusModel, rankStartups } from '../packages/matching/src/index.ts';
import { bm25Ranker, evaluate, type Scores } from '../packages/matching/eval/evaluate.ts';
import { EVAL_NEEDS, EVAL_STARTUPS } from '../packages/matching/eval/index.ts';
import { syntheticCorpus } from './matching-corpus.ts';
import { benchGenerateSuggestions } from './matching-server.ts';

const timed = <T>(f: () => T): [T, number] => {
  const t0 = performance.now();
  const x = f();
  return [x, performance.now() - t0];
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => x.toFixed(0);

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

// 1. Speed: one need against n startups. "cold" = rankStartups builds its own corpus model;
// "model" = building the model once (per event); "warm" = ranking with that model.
const need = EVAL_NEEDS[0]!;
for (let i = 0; i < 3; i++) rankStartups(need, syntheticCorpus(300, 99)); // JIT warm-up
const speed: string[][] = [];
for (const n of [300, 3000, 6000, 30000]) {
  const corpus = syntheticCorpus(n);
  const runs = n >= 30000 ? 1 : 3;
  const cold: number[] = [];
  const build: number[] = [];
  const warm: number[] = [];
  for (let r = 0; r < runs; r++) {
    cold.push(timed(() => rankStartups(need, corpus))[1]);
    const [model, b] = timed(() => buildCorpusModel(corpus));
    build.push(b);
    warm.push(timed(() => rankStartups(need, corpus, { model }))[1]);
  }
  speed.push([String(n), ms(median(cold)), ms(median(build)), ms(median(warm))]);
}
console.log('\nRanking one need (ms, median of 3; 1 run at 30,000). Target: ≤ 200 ms at 6,000.');
table(['startups', 'cold (model + rank)', 'model once', 'warm (rank with model)'], speed);

// 2. Server side: generateSuggestions(eventId) for 300 startups × 60 needs on PostgreSQL
// (target ≤ 2 s), through the real service (bench/matching-server.ts).
console.log(`\n${await benchGenerateSuggestions()}`);

// 3. Quality on the labelled evaluation set, engine vs plain BM25 (same tokenizer).
const model = buildCorpusModel(EVAL_STARTUPS);
const engine = evaluate((n, s) => rankStartups(n, s, { model }).map((r) => r.startupId));
const bm25 = evaluate(bm25Ranker);
const row = (name: string, e: Scores, b: Scores) => [
  name,
  String(e.needs),
  e.ndcg10.toFixed(3),
  b.ndcg10.toFixed(3),
  (e.ndcg10 / b.ndcg10).toFixed(3),
  e.recall50.toFixed(3),
  b.recall50.toFixed(3),
];
console.log(
  `\nEvaluation set: ${EVAL_STARTUPS.length} startups, ${EVAL_NEEDS.length} needs (graded 0–3).`,
);
table(
  ['split', 'needs', 'nDCG@10', 'BM25', 'ratio', 'recall@50', 'BM25'],
  [
    row('all', engine.all, bm25.all),
    row('tune', engine.tune, bm25.tune),
    row('held-out', engine.heldout, bm25.heldout),
  ],
);
