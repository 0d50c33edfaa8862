/**
 * Tuning aid for the matching engine's general parameters: coordinate search over PARAMS on
 * the TUNE half of the evaluation needs only; prints the held-out figures beside each step for
 * information (they never choose anything). Run: node --import tsx bench/matching-tune.ts
 */
import { buildCorpusModel } from '../packages/matching/src/index.ts';
import { PARAMS, type Params } from '../packages/matching/src/params.ts';
import { rankWithParams } from '../packages/matching/src/rank.ts';
import { evaluate } from '../packages/matching/eval/evaluate.ts';
import { EVAL_NEEDS, EVAL_STARTUPS } from '../packages/matching/eval/index.ts';

const tuneNeeds = EVAL_NEEDS.filter((n) => n.split === 'tune');

function score(params: Params, needs = tuneNeeds) {
  const model = buildCorpusModel(EVAL_STARTUPS, params);
  return evaluate(
    (need, startups) => rankWithParams(need, startups, { model }, params).map((r) => r.startupId),
    needs,
  );
}

type Key = keyof Params;
const grid: [Key, unknown[]][] = [
  ['mixLatent', [0, 0.15, 0.3, 0.45, 0.6]],
  ['mixFeedback', [0, 0.1, 0.2, 0.3, 0.45]],
  ['titleWeight', [1, 1.5, 2, 3]],
  ['conceptWeight', [0, 0.4, 0.8, 1.2]],
  ['prfDocs', [3, 5, 8, 12]],
  ['prfTerms', [10, 20, 40]],
  ['prfLatentWeight', [0, 0.25, 0.5, 1]],
  ['lsaRank', [32, 48, 64, 96]],
  ['lsaLexiconDocs', [false, true]],
  ['lexicalFloor', [0, 0.1, 0.15, 0.3]],
  ['latentFloor', [0, 0.15, 0.25, 0.4]],
  ['k1', [0.8, 1.2, 1.6, 2]],
  [
    'fieldWeight',
    [
      [0.5, 2, 1, 1, 1.5],
      [0.3, 2, 1, 0.5, 1],
      [0.5, 1.5, 1, 1, 1],
      [1, 1, 1, 1, 1],
      [0.3, 2.5, 1.2, 0.5, 1.5],
    ],
  ],
  [
    'fieldB',
    [
      [0.3, 0.5, 0.75, 0.3, 0.3],
      [0.5, 0.75, 0.75, 0.5, 0.5],
      [0, 0.3, 0.5, 0, 0],
    ],
  ],
  ['industryPoints', [0, 2, 3, 5, 8]],
];

const rounds = Number(process.argv[2] ?? 1);
let best: Params = { ...PARAMS };
let bestScore = score(best).all.ndcg10;
const held = () => score(best, EVAL_NEEDS).heldout.ndcg10;
console.log(`start: tune nDCG@10 ${bestScore.toFixed(4)}  held-out ${held().toFixed(4)}`);
for (let round = 0; round < rounds; round++) {
  for (const [key, values] of grid) {
    for (const value of values) {
      const candidate = { ...best, [key]: value } as Params;
      const s = score(candidate).all.ndcg10;
      if (s > bestScore + 1e-4) {
        best = candidate;
        bestScore = s;
        console.log(
          `${key} = ${JSON.stringify(value)}: tune ${s.toFixed(4)}  held-out ${held().toFixed(4)}`,
        );
      }
    }
  }
}
console.log(JSON.stringify(best));
