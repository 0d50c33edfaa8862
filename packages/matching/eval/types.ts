import type { MatchNeed, MatchStartup } from '../src/index.ts';

/** Relevance of a startup to a need: 3 a direct answer, 2 clearly useful, 1 partly, 0 not. */
export type Grade = 0 | 1 | 2 | 3;

/**
 * A labelled need. `split` keeps half the needs out of tuning: parameters are chosen on
 * "tune" only and the "heldout" numbers are reported separately.
 */
export type EvalNeed = MatchNeed & {
  split: 'tune' | 'heldout';
  /** Graded relevance by startup id; unlisted startups are 0. */
  labels: Record<string, Grade>;
};

type Extra = Omit<MatchStartup, 'id' | 'name' | 'pitch'>;

/** A profile: id, name, one-line pitch and whatever else the startup filled in. */
export function s(id: string, name: string, pitch: string | null, extra: Extra = {}): MatchStartup {
  return { id, name, ...(pitch === null ? {} : { pitch }), ...extra };
}
