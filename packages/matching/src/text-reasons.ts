import { FIELD_COUNT, FIELDS, isConceptTerm } from './analyze.ts';
import type { CandidateDoc, CorpusView } from './corpus.ts';
import { LEXICON } from './lexicon.ts';
import type { Params } from './params.ts';
import type { Query } from './query.ts';
import { termScore } from './scoring.ts';
import type { Evidence } from './signals.ts';
import type { TextScores } from './text-score.ts';

const quote = (s: string) => `“${s}”`;
const FIELD_LABEL: Record<(typeof FIELDS)[number], string> = {
  name: 'name',
  pitch: 'pitch',
  description: 'description',
  industries: 'industries',
  technologies: 'technologies',
};

/**
 * The text score of candidate d split into readable evidence: the need's words found (quoted as
 * the profile writes them, with the fields), each shared concept, and what the latent space and
 * feedback saw (the profile's words that carried that similarity).
 */
export function textEvidence(
  view: CorpusView,
  query: Query,
  scores: TextScores,
  d: number,
  params: Readonly<Params>,
  latentFactor: number,
): Evidence[] {
  const doc = view.docs[d]!;
  const out: Evidence[] = [];
  const lexPoints = params.textPoints * params.mixLexical * scores.lexical[d]!;
  const matched: { i: number; score: number }[] = [];
  let total = 0;
  for (let i = 0; i < doc.termIds.length; i++) {
    const w = scores.queryWeights[doc.termIds[i]!]!;
    if (w <= 0) continue;
    const score = termScore(view, doc, i, w, params);
    matched.push({ i, score });
    total += score;
  }
  matched.sort((a, b) => b.score - a.score || a.i - b.i);
  const words = matched.filter((m) => !isConceptTerm(view.term(doc.termIds[m.i]!)));
  const concepts = matched.filter((m) => isConceptTerm(view.term(doc.termIds[m.i]!)));
  if (words.length && total > 0) {
    const share = words.reduce((s, m) => s + m.score, 0) / total;
    const shown = words.slice(0, 5);
    const quoted = shown.map((m) => quote(doc.surfaces[m.i]!)).join(', ');
    const fields = fieldsOf(
      doc,
      shown.map((m) => m.i),
    );
    out.push({
      kind: 'text',
      text: `The need's words in the ${fields}: ${quoted}`,
      points: lexPoints * share,
    });
  }
  for (const m of concepts.slice(0, 3)) {
    const term = view.term(doc.termIds[m.i]!);
    const needWords = query.surfaces[query.terms.indexOf(term)] ?? '';
    const own = doc.surfaces[m.i]!;
    const same = needWords.toLowerCase() === own.toLowerCase();
    const via = same ? quote(own) : `${quote(needWords)} ~ ${quote(own)}`;
    out.push({
      kind: 'concept',
      text: `Same concept as the need: ${LEXICON.label(term.slice(1))} (${via})`,
      points: (lexPoints * m.score) / total,
    });
  }
  const semantic =
    params.textPoints *
    (params.mixLatent * latentFactor * scores.latent[d]! +
      params.mixFeedback * scores.feedback[d]!);
  if (semantic >= 0.5) {
    const related = relatedWords(view, doc, scores);
    const tail = related.length ? `: ${related.map(quote).join(', ')}` : '';
    out.push({
      kind: 'semantic',
      text: `Close in meaning to the need and its best matches${tail}`,
      points: semantic,
    });
  }
  return out;
}

function fieldsOf(doc: CandidateDoc, terms: readonly number[]): string {
  const used = FIELDS.filter((_, f) => terms.some((i) => doc.tf[i * FIELD_COUNT + f]! > 0));
  const labels = used.map((f) => FIELD_LABEL[f]);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
    : (labels[0] ?? 'profile');
}

/** Up to three of the profile's own words (not the need's) that carry the latent / feedback match. */
function relatedWords(view: CorpusView, doc: CandidateDoc, scores: TextScores): string[] {
  const { affinity } = scores;
  const scored: { i: number; s: number }[] = [];
  for (let i = 0; i < doc.termIds.length; i++) {
    const t = doc.termIds[i]!;
    if (scores.queryWeights[t]! > 0) continue;
    const s = ((scores.expansion.get(t) ?? 0) + (affinity[t] ?? 0)) * doc.weights[i]!;
    if (s > 0 && !isConceptTerm(view.term(t))) scored.push({ i, s });
  }
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { i } of scored) {
    const w = doc.surfaces[i]!;
    if (seen.has(w.toLowerCase())) continue;
    seen.add(w.toLowerCase());
    out.push(w);
    if (out.length === 3) break;
  }
  return out;
}
