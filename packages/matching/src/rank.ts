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
const round1 = (x: number) => Math.round(x * 10) / 10;

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
    const score = calibrate(raw, params);
    return { startupId, score: round1(score), reasons: reasonsOf(evidence, raw, score) };
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

/** Evidence → reasons whose weights are their share of the score (flags weigh 0). */
function reasonsOf(evidence: readonly Evidence[], raw: number, score: number): MatchReason[] {
  const scale = raw > 0 ? score / raw : 0;
  const reasons = evidence.map((e) => ({
    kind: e.kind,
    text: e.text,
    weight: round1(e.points * scale) || (e.points < 0 ? -0.1 : 0),
  }));
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
