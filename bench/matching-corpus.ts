/**
 * Large candidate sets for the matching bench, made by recombining the evaluation profiles
 * (seeded, so every run ranks the same corpus): each synthetic startup keeps one profile's pitch
 * and industries and borrows another's description and technologies.
 */
import type { MatchStartup } from '../packages/matching/src/index.ts';
import { EVAL_STARTUPS } from '../packages/matching/eval/index.ts';

function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    let t = (state = (state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticCorpus(size: number, seed = 13): MatchStartup[] {
  const next = rng(seed);
  const pick = () => EVAL_STARTUPS[Math.floor(next() * EVAL_STARTUPS.length)]!;
  return Array.from({ length: size }, (_, i) => {
    const a = pick();
    const b = pick();
    const thin = next() < 0.3;
    return {
      id: `syn-${String(i).padStart(6, '0')}`,
      name: `${a.name.split(' ')[0]} ${b.name.split(' ')[0]} ${i}`,
      pitch: a.pitch ?? b.pitch ?? null,
      description: thin ? null : [a.description, b.pitch].filter(Boolean).join(' '),
      industries: a.industries ?? [],
      technologies: thin ? [] : [...(a.technologies ?? []), ...(b.technologies ?? [])],
      stage: b.stage ?? null,
      country: a.country ?? null,
      interestedCountries: b.interestedCountries ?? [],
    };
  });
}
