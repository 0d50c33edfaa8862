import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCorpusModel, rankStartups, type RankOptions } from '../src/index.ts';
import { needArb, startupsArb } from './arbitraries.ts';

const optionsArb = (ids: string[]): fc.Arbitrary<RankOptions> =>
  fc.record({
    applications: fc
      .subarray(ids)
      .map((xs) => xs.map((startupId) => ({ startupId, note: 'We fit' }))),
    metBefore: fc
      .subarray(ids)
      .map((xs) => xs.map((startupId) => ({ startupId, eventName: 'Demo Day' }))),
    corporate: fc.constant({ sector: 'Energy', country: 'SE' }),
    interests: fc
      .subarray(ids)
      .map((xs) => xs.map((startupId) => ({ startupId, interests: ['Energy'] }))),
  });

const caseArb = (max: number) =>
  fc
    .tuple(needArb(true), startupsArb(max))
    .chain(([need, startups]) =>
      fc.tuple(fc.constant(need), fc.constant(startups), optionsArb(startups.map((s) => s.id))),
    );

describe('rankStartups: properties', () => {
  it('scores every candidate once, in 0..100, sorted best first, reasons for the top 10', () => {
    fc.assert(
      fc.property(caseArb(25), ([need, startups, options]) => {
        const ranked = rankStartups(need, startups, options);
        expect(ranked.map((r) => r.startupId).sort()).toEqual(startups.map((s) => s.id).sort());
        ranked.forEach((r, i) => {
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.score).toBeLessThanOrEqual(100);
          if (i > 0) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(r.score);
          for (const reason of r.reasons) expect(Number.isInteger(reason.weight)).toBe(true);
        });
        for (const r of ranked.slice(0, 10)) expect(r.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 150, seed: 21 },
    );
  }, 30_000);

  it('scores are whole points and the reasons’ points add up to each score exactly', () => {
    fc.assert(
      fc.property(caseArb(25), ([need, startups, options]) => {
        for (const r of rankStartups(need, startups, options)) {
          expect(Number.isInteger(r.score)).toBe(true);
          const sum = r.reasons.reduce((s, x) => s + x.weight, 0);
          expect(sum, r.reasons.map((x) => `${x.weight} ${x.text}`).join('\n')).toBe(r.score);
        }
      }),
      { numRuns: 150, seed: 84 },
    );
  }, 30_000);

  it('is deterministic and independent of the input order', () => {
    fc.assert(
      fc.property(
        caseArb(20).chain(([need, startups, options]) =>
          fc.tuple(
            fc.constant(need),
            fc.constant(startups),
            fc.constant(options),
            fc.shuffledSubarray(startups, { minLength: startups.length }),
          ),
        ),
        ([need, startups, options, shuffled]) => {
          const ranked = rankStartups(need, startups, options);
          expect(rankStartups(structuredClone(need), structuredClone(startups), options)).toEqual(
            ranked,
          );
          expect(rankStartups(need, shuffled, options)).toEqual(ranked);
        },
      ),
      { numRuns: 100, seed: 22 },
    );
  }, 30_000);

  it('a startup whose pitch restates the need ranks first', () => {
    fc.assert(
      fc.property(needArb(false), startupsArb(30), fc.nat(), (need, others, at) => {
        const restater = {
          id: 'restater',
          name: 'Restater',
          pitch: `${need.title}. ${need.description}`,
        };
        const startups = [...others];
        startups.splice(at % (startups.length + 1), 0, restater);
        expect(rankStartups(need, startups)[0]!.startupId).toBe('restater');
      }),
      { numRuns: 150, seed: 23 },
    );
  }, 30_000);

  it('gives the same ranking with a prebuilt corpus model, and folds in unknown profiles', () => {
    fc.assert(
      fc.property(caseArb(20), ([need, startups, options]) => {
        const model = buildCorpusModel(startups);
        expect(rankStartups(need, startups, { ...options, model })).toEqual(
          rankStartups(need, startups, options),
        );
        const subset = startups.slice(0, Math.ceil(startups.length / 2));
        const ranked = rankStartups(need, subset, { ...options, model });
        expect(ranked.map((r) => r.startupId).sort()).toEqual(subset.map((s) => s.id).sort());
      }),
      { numRuns: 60, seed: 24 },
    );
  }, 30_000);

  it('returns nothing for no candidates and honours limit', () => {
    fc.assert(
      fc.property(caseArb(15), fc.nat(20), ([need, startups, options], limit) => {
        const all = rankStartups(need, startups, options);
        expect(rankStartups(need, startups, { ...options, limit })).toEqual(all.slice(0, limit));
      }),
      { numRuns: 40, seed: 25 },
    );
    expect(rankStartups({ id: 'n', title: 'x', description: 'y' }, [])).toEqual([]);
  }, 30_000);
});
