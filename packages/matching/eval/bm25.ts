import type { MatchNeed, MatchStartup } from '../src/index.ts';
import { stems } from '../src/tokenize.ts';

/**
 * The baseline: plain Okapi BM25 (k1 = 1.2, b = 0.75) over one field holding all of a profile's
 * text, query = the need's title, description, industries and technologies. Same tokenizer as
 * the engine (stop words, Porter stems), so the comparison measures ranking, not analysis.
 * Returns startup ids best first (ties by id).
 */
export function bm25Rank(need: MatchNeed, startups: readonly MatchStartup[]): string[] {
  const k1 = 1.2;
  const b = 0.75;
  const docs = startups.map((s) => {
    const text = [
      s.name,
      s.pitch ?? '',
      s.description ?? '',
      ...(s.industries ?? []),
      ...(s.technologies ?? []),
    ].join(' . ');
    const tf = new Map<string, number>();
    const words = stems(text);
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    return { id: s.id, tf, length: words.length };
  });
  const n = docs.length;
  const avg = docs.reduce((t, d) => t + d.length, 0) / Math.max(n, 1);
  const df = new Map<string, number>();
  for (const d of docs) for (const w of d.tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const query = stems(
    [need.title, need.description, ...(need.industries ?? []), ...(need.technologies ?? [])].join(
      ' . ',
    ),
  );
  const scored = docs.map((d) => {
    let score = 0;
    for (const w of query) {
      const f = d.tf.get(w);
      if (!f) continue;
      const nq = df.get(w)!;
      const idf = Math.log(1 + (n - nq + 0.5) / (nq + 0.5));
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avg));
    }
    return { id: d.id, score };
  });
  scored.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1));
  return scored.map((s) => s.id);
}
