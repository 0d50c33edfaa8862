import fc from 'fast-check';
import type { MatchNeed, MatchStartup } from '../src/index.ts';

/** Words of the domain, so random profiles and needs overlap the way real ones do. */
const WORDS = `battery storage grid flexibility heat recovery district heating solar wind hydrogen
charging fleet logistics warehouse robot vision camera inspection quality factory maintenance sensor
iot digital twin concrete timber recycling waste circular textile packaging hospital patient
diagnostics sepsis elderly care payments invoice credit fraud insurance bank cyber identity
learning school farm crop food protein water leakage municipality citizens mobility bus
parking drone satellite forest biodiversity emissions carbon reporting analytics platform
machine cloud network 5G telecom retail store fashion media game safety construction building
tenant property ventilation indoor climate mining steel chemical catalyst`
  .split(/\s+/)
  .filter(Boolean);

const INDUSTRIES = ['Energy', 'Fintech', 'Medtech', 'Materials', 'Public sector', 'Water'];
const STAGES = ['IDEA', 'PROTOTYPE', 'PILOT', 'MARKET_ENTRY', 'GROWTH', 'SCALE_UP'];
const COUNTRIES = ['SE', 'FI', 'NO', 'DK', 'DE', 'US', 'EUROPE', 'ASIA'];

const sentence = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const subset = (xs: string[], max: number) => fc.subarray(xs, { maxLength: max });

export const startupArb = (id: string): fc.Arbitrary<MatchStartup> =>
  fc.record({
    id: fc.constant(id),
    name: sentence(1, 2),
    pitch: optional(sentence(0, 10)),
    description: optional(sentence(0, 30)),
    industries: optional(subset(INDUSTRIES, 3)),
    technologies: optional(fc.array(sentence(1, 2), { maxLength: 3 })),
    stage: optional(fc.constantFrom(...STAGES)),
    country: optional(fc.constantFrom('SE', 'FI', 'NO', 'DE', 'US')),
    interestedCountries: optional(subset(COUNTRIES, 3)),
  });

/** 1..n startups with distinct ids s00, s01, … */
export const startupsArb = (max: number) =>
  fc
    .integer({ min: 1, max })
    .chain((n) =>
      fc.tuple(
        ...Array.from({ length: n }, (_, i) => startupArb(`s${String(i).padStart(2, '0')}`)),
      ),
    );

export const needArb = (structured: boolean): fc.Arbitrary<MatchNeed> =>
  fc.record({
    id: fc.constant('need'),
    title: sentence(1, 5),
    description: sentence(3, 25),
    industries: structured ? optional(subset(INDUSTRIES, 2)) : fc.constant(undefined),
    technologies: structured
      ? optional(fc.array(sentence(1, 2), { maxLength: 2 }))
      : fc.constant(undefined),
    stages: structured ? optional(subset(STAGES, 3)) : fc.constant(undefined),
    countries: structured ? optional(subset(COUNTRIES, 2)) : fc.constant(undefined),
  });
