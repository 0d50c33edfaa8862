import { describe, expect, it } from 'vitest';
import { rankStartups, type MatchStartup } from '../src/index.ts';
import { wholeShares } from '../src/rank.ts';
import { covers, regionOf } from '../src/regions.ts';

const STARTUPS: MatchStartup[] = [
  {
    id: 'aurora',
    name: 'Aurora Grid AB',
    pitch: 'Batteries that balance the grid',
    industries: ['Energy'],
    stage: 'GROWTH',
    country: 'SE',
  },
  {
    id: 'birch',
    name: 'Birch Analytics AB',
    pitch: 'Cash-flow forecasts for SMEs',
    industries: ['Fintech'],
    stage: 'SCALE_UP',
    country: 'SE',
  },
  {
    id: 'northwind',
    name: 'Northwind Robotics AB',
    pitch: 'Warehouse robots that pay for themselves in a year',
    description: 'Autonomous robots that pick and sort parcels in small warehouses.',
    industries: ['Logistics and transport', 'Artificial intelligence'],
    technologies: ['Computer vision', 'ROS 2'],
    stage: 'PILOT',
    country: 'SE',
    interestedCountries: ['EUROPE', 'US'],
  },
  {
    id: 'dune',
    name: 'Dune Materials Oy',
    pitch: 'Low-carbon concrete from mine tailings',
    industries: ['Materials', 'Construction and real estate'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  },
];

const texts = (id: string, ranked: ReturnType<typeof rankStartups>) =>
  ranked.find((r) => r.startupId === id)!.reasons.map((r) => `${r.kind}: ${r.text}`);

describe('reasons', () => {
  const need = {
    id: 'n',
    title: 'Energy storage for peak shaving',
    description: 'Our distribution grid needs storage that shaves peak loads.',
    industries: ['Energy'],
    technologies: ['Machine learning'],
    stages: ['PILOT', 'GROWTH'],
    countries: ['FI'],
  };

  it('quote the need words and concepts found, name shared industry, stage and country', () => {
    const ranked = rankStartups(need, STARTUPS, {
      applications: [{ startupId: 'aurora', note: 'We run 20 MW of batteries in Finland.' }],
      metBefore: [{ startupId: 'aurora', eventName: 'Nordic Energy Day 2025' }],
    });
    expect(ranked[0]!.startupId).toBe('aurora');
    const aurora = texts('aurora', ranked);
    expect(aurora).toContain(
      'application: Applied to this need: “We run 20 MW of batteries in Finland.”',
    );
    expect(aurora).toContain('industry: Shared industry: Energy');
    expect(aurora).toContain('stage: Stage Growth is one the need prefers');
    expect(aurora).toContain(
      'concept: Same concept as the need: energy storage (“Energy storage” ~ “Batteries”)',
    );
    expect(
      aurora.some((t) => t.startsWith("text: The need's words in the") && t.includes('“grid”')),
    ).toBe(true);
    expect(aurora).toContain('metBefore: Met before at Nordic Energy Day 2025');
    const flag = ranked[0]!.reasons.find((r) => r.kind === 'metBefore')!;
    expect(flag.weight).toBe(0);
    expect(texts('dune', ranked)).toContain('country: Based in Finland, a preferred country');
    expect(texts('northwind', ranked)).toContain(
      'country: Interested in Finland, a preferred country (Europe)',
    );
    expect(texts('birch', ranked)).toContain(
      'stage: Stage Scale-up is outside the preferred stages (Pilot, Growth)',
    );
  });

  it('weights are the reasons’ whole points and add up to the score', () => {
    const ranked = rankStartups(need, STARTUPS, {
      applications: [{ startupId: 'aurora', note: 'We run 20 MW of batteries in Finland.' }],
      metBefore: [{ startupId: 'aurora', eventName: 'Nordic Energy Day 2025' }],
    });
    expect(ranked[0]!.score).toBeGreaterThan(50);
    for (const r of ranked) {
      expect(r.reasons.reduce((s, x) => s + x.weight, 0)).toBe(r.score);
    }
  });

  it('whole shares keep the total: largest remainders get the rounding', () => {
    expect(wholeShares([1, 1, 1], 1, 3)).toEqual([1, 1, 1]);
    // 33.3 + 33.3 + 33.3 → 34 + 33 + 33 (ties: first)
    expect(wholeShares([1, 1, 1], 100 / 3, 100)).toEqual([34, 33, 33]);
    // a flag stays 0; a penalty keeps its sign: 10.7 − 2.4 = 8.3 → 11 − 3 = 8
    expect(wholeShares([10.7, 0, -2.4], 1, 8)).toEqual([11, 0, -3]);
    expect(wholeShares([4.5, 2.5], 0, 0)).toEqual([0, 0]);
  });

  it('met before never raises the score', () => {
    const plain = rankStartups(need, STARTUPS);
    const flagged = rankStartups(need, STARTUPS, {
      metBefore: STARTUPS.map((s) => ({ startupId: s.id, eventName: 'Earlier event' })),
    });
    expect(flagged.map((r) => [r.startupId, r.score])).toEqual(
      plain.map((r) => [r.startupId, r.score]),
    );
  });

  it('counts reciprocity: the startup is interested in the corporate’s sector', () => {
    const ranked = rankStartups(need, STARTUPS, {
      corporate: { sector: 'Energy and utilities', country: 'SE' },
      interests: [{ startupId: 'dune', interests: ['Utilities'] }],
    });
    expect(texts('dune', ranked)).toContain(
      "reciprocity: Interested in the corporate's sector: Utilities",
    );
  });

  it('names the corporate country when the need names none', () => {
    const ranked = rankStartups({ ...need, countries: [] }, STARTUPS, {
      corporate: { country: 'DE' },
    });
    expect(texts('northwind', ranked)).toContain(
      "country: Interested in Germany, the corporate's country (Europe)",
    );
  });

  it('says so when nothing matches', () => {
    const ranked = rankStartups(
      { id: 'n', title: 'Quantum teleportation', description: 'Qubits.' },
      [STARTUPS[1]!],
    );
    expect(ranked[0]!.reasons).toEqual([
      { kind: 'text', text: 'No word or concept of the need appears in the profile', weight: 0 },
    ]);
    expect(ranked[0]!.score).toBe(0);
  });
});

describe('regions', () => {
  it('maps countries to SPEC regions', () => {
    expect(regionOf('SE')).toBe('EUROPE');
    expect(regionOf('jp')).toBe('ASIA');
    expect(regionOf('BR')).toBe('SOUTH_AMERICA');
    expect(regionOf('XX')).toBeNull();
    expect(covers('EUROPE', 'FI')).toBe(true);
    expect(covers('FI', 'FI')).toBe(true);
    expect(covers('ASIA', 'FI')).toBe(false);
  });
});
