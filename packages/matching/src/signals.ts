import { fieldTerms } from './analyze.ts';
import type { Params } from './params.ts';
import { placeName } from './places.ts';
import { covers } from './regions.ts';
import type { RankOptions } from './options.ts';
import type { MatchNeed, MatchReason, MatchStartup } from './types.ts';

/** A reason with its points before calibration. */
export type Evidence = Omit<MatchReason, 'weight'> & { points: number };

const STAGE_NAMES: Record<string, string> = {
  IDEA: 'Idea',
  PROTOTYPE: 'Prototype',
  PILOT: 'Pilot',
  MARKET_ENTRY: 'Market entry',
  GROWTH: 'Growth',
  SCALE_UP: 'Scale-up',
};
const stageName = (s: string) => STAGE_NAMES[s.toUpperCase()] ?? s;
const key = (s: string) => s.trim().toLowerCase();
const quote = (s: string) => `“${s}”`;

const labelCache = new Map<string, ReadonlySet<string>>();

/** Terms of a short label: word stems and concepts ("Machine learning" → ml words + ~ai). */
function labelTerms(s: string): ReadonlySet<string> {
  let terms = labelCache.get(s);
  if (!terms) {
    if (labelCache.size >= 50_000) labelCache.clear();
    labelCache.set(s, (terms = new Set(fieldTerms(s).terms)));
  }
  return terms;
}

/** Two labels name the same thing: same text, one's terms inside the other's, or a shared concept. */
export function sameLabel(a: string, b: string): boolean {
  if (key(a) === key(b)) return true;
  const ta = labelTerms(a);
  const tb = labelTerms(b);
  if (ta.size === 0 || tb.size === 0) return false;
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  return [...small].every((t) => large.has(t)) || [...ta].some((t) => t[0] === '~' && tb.has(t));
}

/** Per-need lookups of the options, built once per ranking. */
export type SignalContext = {
  applications: Map<string, string>;
  metBefore: Map<string, string[]>;
  interests: Map<string, readonly string[]>;
  corporateSectors: string[];
  corporateCountry: string | null;
};

export function signalContext(options: RankOptions): SignalContext {
  const applications = new Map<string, string>();
  for (const a of options.applications ?? []) {
    if (!applications.has(a.startupId)) applications.set(a.startupId, a.note?.trim() ?? '');
  }
  const metBefore = new Map<string, string[]>();
  for (const m of options.metBefore ?? []) {
    const list = metBefore.get(m.startupId) ?? [];
    if (!list.includes(m.eventName)) list.push(m.eventName);
    metBefore.set(m.startupId, list);
  }
  for (const list of metBefore.values()) list.sort();
  const interests = new Map<string, readonly string[]>();
  for (const i of options.interests ?? []) interests.set(i.startupId, i.interests);
  const c = options.corporate;
  const corporateSectors = [c?.sector ?? '', ...(c?.industries ?? [])].filter((s) => s.trim());
  return {
    applications,
    metBefore,
    interests,
    corporateSectors,
    corporateCountry: c?.country?.trim() || null,
  };
}

/** The structured signals of one candidate for one need. */
export function structuredEvidence(
  need: MatchNeed,
  s: MatchStartup,
  ctx: SignalContext,
  p: Readonly<Params>,
): Evidence[] {
  const out: Evidence[] = [];
  const industries = (need.industries ?? []).filter((i) =>
    (s.industries ?? []).some((j) => key(i) === key(j)),
  );
  industries
    .slice(0, p.sharedMax)
    .forEach((i) =>
      out.push({ kind: 'industry', text: `Shared industry: ${i}`, points: p.industryPoints }),
    );
  const techs: string[] = [];
  for (const t of need.technologies ?? []) {
    const hit = (s.technologies ?? []).find((u) => sameLabel(t, u));
    if (hit !== undefined) techs.push(key(t) === key(hit) ? t : `${t} ~ ${hit}`);
  }
  techs
    .slice(0, p.sharedMax)
    .forEach((t) =>
      out.push({ kind: 'technology', text: `Shared technology: ${t}`, points: p.technologyPoints }),
    );
  const stages = need.stages ?? [];
  if (stages.length && s.stage) {
    const fits = stages.some((x) => key(x) === key(s.stage!));
    const preferred = stages.map(stageName).join(', ');
    out.push(
      fits
        ? {
            kind: 'stage',
            text: `Stage ${stageName(s.stage)} is one the need prefers`,
            points: p.stagePoints,
          }
        : {
            kind: 'stage',
            text: `Stage ${stageName(s.stage)} is outside the preferred stages (${preferred})`,
            points: -p.stagePenalty,
          },
    );
  }
  out.push(...countryEvidence(need, s, ctx, p));
  if (ctx.applications.has(s.id)) {
    const note = ctx.applications.get(s.id)!;
    const short = note.length > 140 ? `${note.slice(0, 137)}…` : note;
    const text = short ? `Applied to this need: ${quote(short)}` : 'Applied to this need';
    out.push({ kind: 'application', text, points: p.applicationPoints });
  }
  const interest = (ctx.interests.get(s.id) ?? []).find((i) =>
    ctx.corporateSectors.some((c) => sameLabel(i, c)),
  );
  if (interest !== undefined) {
    out.push({
      kind: 'reciprocity',
      text: `Interested in the corporate's sector: ${interest}`,
      points: p.reciprocityPoints,
    });
  }
  for (const event of ctx.metBefore.get(s.id) ?? []) {
    out.push({ kind: 'metBefore', text: `Met before at ${event}`, points: 0 });
  }
  return out;
}

function countryEvidence(
  need: MatchNeed,
  s: MatchStartup,
  ctx: SignalContext,
  p: Readonly<Params>,
): Evidence[] {
  const wanted = (need.countries ?? []).filter((c) => c.trim());
  const home = s.country?.trim();
  const interested = (s.interestedCountries ?? []).filter((c) => c.trim());
  if (wanted.length) {
    if (home && wanted.some((w) => covers(w, home))) {
      return [
        {
          kind: 'country',
          text: `Based in ${placeName(home)}, a preferred country`,
          points: p.countryPoints,
        },
      ];
    }
    for (const w of wanted) {
      const place = interested.find((i) => covers(i, w) || covers(w, i));
      if (place !== undefined) {
        const via = place.toUpperCase() === w.toUpperCase() ? '' : ` (${placeName(place)})`;
        return [
          {
            kind: 'country',
            text: `Interested in ${placeName(w)}, a preferred country${via}`,
            points: p.interestedPoints,
          },
        ];
      }
    }
    return [];
  }
  const corp = ctx.corporateCountry;
  if (corp && home?.toUpperCase() !== corp.toUpperCase()) {
    const place = interested.find((i) => covers(i, corp));
    if (place !== undefined) {
      const via = place.toUpperCase() === corp.toUpperCase() ? '' : ` (${placeName(place)})`;
      return [
        {
          kind: 'country',
          text: `Interested in ${placeName(corp)}, the corporate's country${via}`,
          points: p.interestedPoints,
        },
      ];
    }
  }
  return [];
}
