/**
 * The home page of a startup or corporate: what waits for the company, each
 * kind done on its own page (docs/decisions/076).
 */
export const HOME_ACTION_KINDS = [
  /** Startup: corporates chose it; it confirms or declines. */
  'CONFIRM_SELECTIONS',
  /** Corporate: published suggestions it has not chosen on, while the selection is open. */
  'CHOOSE_SUGGESTIONS',
  /** Corporate: startups' pairing requests waiting for its answer. */
  'ANSWER_PAIRINGS',
  /** Either side: held meetings its side has not rated. */
  'RATE_MEETINGS',
  /** Either side: profile fields still missing. */
  'FINISH_PROFILE',
] as const;
export type HomeActionKind = (typeof HOME_ACTION_KINDS)[number];
