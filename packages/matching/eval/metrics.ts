/** nDCG@k with gain 2^grade − 1 and log₂ discount; 0 when the need has no relevant startup. */
export function ndcgAt(ranking: readonly string[], labels: Record<string, number>, k: number) {
  const dcg = ranking
    .slice(0, k)
    .reduce((s, id, i) => s + (2 ** (labels[id] ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = Object.values(labels)
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

/** Share of the relevant startups (grade ≥ 1) found in the top k. */
export function recallAt(ranking: readonly string[], labels: Record<string, number>, k: number) {
  const relevant = Object.entries(labels).filter(([, g]) => g > 0);
  if (relevant.length === 0) return 0;
  const top = new Set(ranking.slice(0, k));
  return relevant.filter(([id]) => top.has(id)).length / relevant.length;
}

export const mean = (xs: readonly number[]) =>
  xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0;
