import { plural } from '@matchday/shared';
import type { MatchChoice, MatchState, NeedState, PairingState } from '@matchday/shared';

/**
 * The figures a programme manager watches on the Matches tab, computed from the event's needs,
 * matches and pairing requests as the admin graph returns them. Pure, so it is tested alone.
 */

type NeedLike = { id: string; state: NeedState; wantedMeetings: number };
type MatchLike = {
  state: MatchState;
  choice: MatchChoice | null;
  need: { id: string } | null;
};
type RequestLike = { state: PairingState };

/** Per need: what the corporate was shown, what it chose and what the startups confirmed. */
export type NeedCounts = {
  /** Ranked by the engine or added, not yet published (organisers only). */
  proposed: number;
  /** Published to the corporate, whatever happened next. */
  suggested: number;
  /** Suggested and still able to become a meeting: not declined or refused. */
  open: number;
  /** Chosen (must meet / meet): waiting for the startup or confirmed. */
  selected: number;
  confirmed: number;
  declined: number;
  refused: number;
};

const EMPTY: NeedCounts = {
  proposed: 0,
  suggested: 0,
  open: 0,
  selected: 0,
  confirmed: 0,
  declined: 0,
  refused: 0,
};

export function needCounts(matches: readonly MatchLike[]): Map<string, NeedCounts> {
  const out = new Map<string, NeedCounts>();
  for (const m of matches) {
    if (!m.need) continue;
    const c = out.get(m.need.id) ?? { ...EMPTY };
    if (m.state === 'PROPOSED') c.proposed += 1;
    else {
      c.suggested += 1;
      if (m.state === 'SUGGESTED' || m.state === 'SELECTED' || m.state === 'CONFIRMED') c.open += 1;
      if (m.state === 'SELECTED' || m.state === 'CONFIRMED') c.selected += 1;
      if (m.state === 'CONFIRMED') c.confirmed += 1;
      if (m.state === 'DECLINED') c.declined += 1;
      if (m.state === 'REFUSED') c.refused += 1;
    }
    out.set(m.need.id, c);
  }
  return out;
}

export const countsOf = (counts: Map<string, NeedCounts>, needId: string): NeedCounts =>
  counts.get(needId) ?? EMPTY;

export type BoardCounters = {
  /** Published needs with fewer live suggestions (suggested, selected or confirmed) than wanted. */
  needsShort: number;
  /** Suggestions the corporate has not chosen on yet (SUGGESTED). */
  awaitingCorporate: number;
  /** Must meet / meet selections the startup has not answered yet (SELECTED). */
  awaitingStartup: number;
  /** Pairs that will meet (CONFIRMED), from suggestions or accepted pairing requests. */
  confirmed: number;
  /** Pairing requests nobody has answered yet. */
  pendingRequests: number;
  /** Ranked but not published yet: what "Publish suggestions" would send. */
  proposed: number;
  publishedNeeds: number;
};

export function boardCounters(
  needs: readonly NeedLike[],
  matches: readonly MatchLike[],
  requests: readonly RequestLike[],
): BoardCounters {
  const counts = needCounts(matches);
  const published = needs.filter((n) => n.state === 'PUBLISHED');
  return {
    needsShort: published.filter((n) => countsOf(counts, n.id).open < n.wantedMeetings).length,
    awaitingCorporate: matches.filter((m) => m.state === 'SUGGESTED').length,
    awaitingStartup: matches.filter((m) => m.state === 'SELECTED').length,
    confirmed: matches.filter((m) => m.state === 'CONFIRMED').length,
    pendingRequests: requests.filter((r) => r.state === 'PENDING').length,
    proposed: matches.filter((m) => m.state === 'PROPOSED').length,
    publishedNeeds: published.length,
  };
}

/** Best first; pinned ones keep their place by score like the rest; ties by name. */
export function ranked<T extends { score: number; startup: { name: string } | null }>(
  matches: readonly T[],
): T[] {
  return [...matches].sort(
    (a, b) =>
      b.score - a.score || (a.startup?.name ?? '').localeCompare(b.startup?.name ?? '', 'en'),
  );
}

/** Pending first (oldest first, they have waited longest), then the answered ones, newest first. */
export function pendingFirst<T extends { state: PairingState; createdAt: unknown }>(
  requests: readonly T[],
): T[] {
  const time = (r: T) => new Date(String(r.createdAt)).getTime();
  return [...requests].sort((a, b) => {
    const pa = a.state === 'PENDING' ? 0 : 1;
    const pb = b.state === 'PENDING' ? 0 : 1;
    if (pa !== pb) return pa - pb;
    return pa === 0 ? time(a) - time(b) : time(b) - time(a);
  });
}

/** Reasons strongest first: the top `visible` shown, the rest behind "why?". */
export function splitReasons<T extends { weight: number; text: string }>(
  reasons: readonly T[],
  visible = 2,
): { top: T[]; rest: T[] } {
  const sorted = [...reasons].sort(
    (a, b) => b.weight - a.weight || a.text.localeCompare(b.text, 'en'),
  );
  return { top: sorted.slice(0, visible), rest: sorted.slice(visible) };
}

/** "1 meeting", "3 meetings": the one plural rule (packages/shared). */
export { plural };

/**
 * "12 proposed for 3 needs from 40 startups; 5 scored under the floor of 20" — the server's
 * answer to generateSuggestions.
 */
export const runText = (r: {
  needs: number;
  startups: number;
  proposed: number;
  belowFloor?: number;
  floor?: number;
}) => {
  const run = `${r.proposed} proposed for ${plural(r.needs, 'need')} from ${plural(r.startups, 'startup')}`;
  return r.belowFloor && r.floor !== undefined
    ? `${run}; ${plural(r.belowFloor, 'candidate')} scored under the event's floor of ${r.floor} and ${r.belowFloor === 1 ? 'was' : 'were'} left out`
    : run;
};
