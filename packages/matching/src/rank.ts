import { CorpusView } from './corpus.ts';
import { buildCorpusModel } from './model.ts';
import { PARAMS, type Params } from './params.ts';
import { buildQuery } from './query.ts';
import { signalContext, structuredEvidence, type Evidence } from './signals.ts';
import { textEvidence } from './text-reasons.ts';
import { textScores } from './text-score.ts';
import type { RankOptions } from './options.ts';
import type { MatchNeed, MatchReason, MatchStartup, RankedStartup } from './types.ts';

const KIND_ORDER = [
  'application',
  'text',
  'concept',
  'semantic',
  'industry',
  'technology',
  'stage',
  'country',
  'reciprocity',
  'metBefore',
];
const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'concept', 'semantic']);

/**
 * Ranks the candidates for one need, best first: every candidate gets a score in 0..100 and the
 * reasons that make it up. Deterministic and independent of the order of `startups`.
 */
export function rankStartups(
  need: MatchNeed,
  startups: readonly MatchStartup[],
  options: RankOptions = {},
): RankedStartup[] {
  return rankWithParams(need, startups, options, options.model?.params ?? PARAMS);
}

/** rankStartups with explicit parameters (the bench's tuning runs). */
export function rankWithParams(
  need: MatchNeed,
  startups: readonly MatchStartup[],
  options: RankOptions,
  params: Readonly<Params>,
): RankedStartup[] {
  if (startups.length === 0) return [];
  const model = options.model ?? buildCorpusModel(startups, params);
  const view = new CorpusView(model, startups);
  const query = buildQuery(need, view, params);
  const scores = textScores(view, query, params);
  const ctx = signalContext(options);
  const latentFactor = Math.min(1, view.docs.length / params.latentFullAt);
  const ranked = view.docs.map((doc, d) => {
    const evidence = [
      ...textEvidence(view, query, scores, d, params, latentFactor),
      ...structuredEvidence(need, doc.startup, ctx, params),
    ];
    const raw = params.textPoints * scores.total[d]! + sumStructured(evidence);
    return { startupId: doc.id, raw, evidence };
  });
  ranked.sort((a, b) => b.raw - a.raw || (a.startupId < b.startupId ? -1 : 1));
  const limit = options.limit ?? ranked.length;
  return ranked.slice(0, Math.max(0, limit)).map(({ startupId, raw, evidence }) => {
    const score = Math.round(calibrate(raw, params));
    return { startupId, score, reasons: reasonsOf(evidence, raw, score) };
  });
}

function sumStructured(evidence: readonly Evidence[]): number {
  let s = 0;
  for (const e of evidence) {
    if (e.kind !== 'text' && e.kind !== 'concept' && e.kind !== 'semantic') s += e.points;
  }
  return s;
}

/** Points → 0..100: 100·(1 − exp(−points / calibration)), 0 for no evidence. */
export function calibrate(raw: number, params: Readonly<Params>): number {
  return raw <= 0 ? 0 : 100 * (1 - Math.exp(-raw / params.calibration));
}

/**
 * Evidence → reasons whose weights are whole points that add up to the (whole) score exactly:
 * each reason's share of the raw points, scaled to the score and rounded by largest remainder.
 * Flags weigh 0.
 */
function reasonsOf(evidence: readonly Evidence[], raw: number, score: number): MatchReason[] {
  const named = raw > 0 ? covering(evidence, raw) : evidence;
  const weights = wholeShares(
    named.map((e) => e.points),
    raw > 0 ? score / raw : 0,
    score,
  );
  const reasons = named.map((e, i) => ({ kind: e.kind, text: e.text, weight: weights[i]! }));
  reasons.sort(
    (a, b) =>
      Math.abs(b.weight) - Math.abs(a.weight) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  );
  if (reasons.length === 0) {
    reasons.push({
      kind: 'text',
      text: 'No word or concept of the need appears in the profile',
      weight: 0,
    });
  }
  return reasons;
}

/**
 * Evidence that accounts for every raw point. The text reasons name the strongest words, up to
 * three concepts and a similarity worth at least half a point; what they leave unnamed is shared
 * among them in proportion, or, when there is no text reason, is a faint similarity of its own.
 */
function covering(evidence: readonly Evidence[], raw: number): readonly Evidence[] {
  const rest = raw - evidence.reduce((s, e) => s + e.points, 0);
  if (rest <= 1e-9) return evidence;
  const isText = (e: Evidence) => TEXT_KINDS.has(e.kind) && e.points > 0;
  const text = evidence.filter(isText).reduce((s, e) => s + e.points, 0);
  if (text > 0) {
    return evidence.map((e) => (isText(e) ? { ...e, points: e.points * (1 + rest / text) } : e));
  }
  return [
    ...evidence,
    { kind: 'semantic', text: 'Faintly close in meaning to the need', points: rest },
  ];
}

/**
 * points·scale rounded to whole numbers that add up to `total` (largest remainder: each share
 * is floored, and the shares losing most to the floor get one more point, ties to the first).
 * A zero stays zero.
 */
export function wholeShares(points: readonly number[], scale: number, total: number): number[] {
  const exact = points.map((p) => p * scale);
  const whole = exact.map((x) => (x === 0 ? 0 : Math.floor(x + 1e-9)));
  let left = Math.round(total - whole.reduce((s, w) => s + w, 0));
  const order = exact
    .map((x, i) => ({ i, frac: x - whole[i]! }))
    .filter(({ i }) => exact[i] !== 0)
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    whole[i]! += 1;
    left -= 1;
  }
  return whole;
}
