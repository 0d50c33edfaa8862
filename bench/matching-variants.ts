/**
 * Compares named parameter variants of the matching engine on the TUNE half of the evaluation
 * needs (nDCG@10, ratio to BM25, recall@50). Example:
 *   node --import tsx bench/matching-variants.ts '[["base",{}],["no LSA",{"mixLatent":0}]]'
 */
import { buildCorpusModel } from '../packages/matching/src/index.ts';
import { PARAMS, type Params } from '../packages/matching/src/params.ts';
import { rankWithParams } from '../packages/matching/src/rank.ts';
import { evaluate, bm25Ranker } from '../packages/matching/eval/evaluate.ts';
import { EVAL_NEEDS, EVAL_STARTUPS } from '../packages/matching/eval/index.ts';
const tune = EVAL_NEEDS.filter((n) => n.split === 'tune');
const b = evaluate(bm25Ranker, tune).all.ndcg10;
const variants: [string, Partial<Params>][] = JSON.parse(process.argv[2] ?? '[["base",{}]]');
for (const [name, v] of variants) {
  const params = { ...PARAMS, ...v } as Params;
  const model = buildCorpusModel(EVAL_STARTUPS, params);
  const e = evaluate(
    (n, s) => rankWithParams(n, s, { model }, params).map((r) => r.startupId),
    tune,
  );
  console.log(
    name.padEnd(30),
    e.all.ndcg10.toFixed(4),
    (e.all.ndcg10 / b).toFixed(3),
    'R',
    e.all.recall50.toFixed(3),
  );
}
