/** A corporate's innovation need (DOMAIN.md, "Need"). */
export type MatchNeed = {
  id: string;
  title: string;
  description: string;
  industries?: readonly string[] | null;
  technologies?: readonly string[] | null;
  /** Preferred startup stages (IDEA, PROTOTYPE, PILOT, MARKET_ENTRY, GROWTH, SCALE_UP). */
  stages?: readonly string[] | null;
  /** Preferred ISO country codes (regions such as EUROPE are accepted too). */
  countries?: readonly string[] | null;
};

/** A candidate startup's profile. */
export type MatchStartup = {
  id: string;
  name: string;
  pitch?: string | null;
  description?: string | null;
  industries?: readonly string[] | null;
  technologies?: readonly string[] | null;
  stage?: string | null;
  /** ISO country code of the startup. */
  country?: string | null;
  /** Regions (EUROPE, ASIA, …) and ISO country codes the startup wants to work in. */
  interestedCountries?: readonly string[] | null;
};

/** The startup's own application to the need (expressed interest with a short note). */
export type MatchApplication = { startupId: string; note?: string | null };

/** The pair met at an earlier event: flagged in the reasons, never boosted. */
export type MetBefore = { startupId: string; eventName: string };

/** The corporate that owns the need: its sector, industries and home country. */
export type MatchCorporate = {
  name?: string | null;
  sector?: string | null;
  industries?: readonly string[] | null;
  country?: string | null;
};

/** What a startup says it is interested in (sectors / industries of the corporates it seeks). */
export type StartupInterest = { startupId: string; interests: readonly string[] };

export type ReasonKind =
  | 'text'
  | 'concept'
  | 'semantic'
  | 'industry'
  | 'technology'
  | 'stage'
  | 'country'
  | 'application'
  | 'reciprocity'
  | 'metBefore';

/**
 * One explanation: `weight` is the reason's share of the score in whole points (0 for a flag);
 * the weights of a candidate's reasons add up to its score exactly.
 */
export type MatchReason = { kind: ReasonKind; text: string; weight: number };

/** `score` is whole points 0..100. */
export type RankedStartup = { startupId: string; score: number; reasons: MatchReason[] };
