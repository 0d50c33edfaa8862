import { buildCorpusModel, rankStartups, type MatchStartup } from '@matchday/matching';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import type { needs } from './matchmaking.tables.ts';

/** A startup's profile as the matching engine reads it. */
export function startupOf(c: typeof companies.$inferSelect): MatchStartup {
  return {
    id: c.id,
    name: c.name,
    pitch: [c.pitchShort, c.pitchLong].filter(Boolean).join('\n'),
    description: c.description,
    industries: c.industries,
    technologies: c.technologies,
    stage: c.stage,
    country: c.country,
    interestedCountries: c.interestedCountries,
  };
}

export type StartupScore = {
  score: number;
  reasons: ReturnType<typeof rankStartups>[number]['reasons'];
};

/**
 * The engine's score and reasons of each given startup for one need, ranked among those
 * startups (what a suggestion would carry); for pairs made without a suggestion run.
 */
export async function scoresForNeed(
  db: Db,
  need: typeof needs.$inferSelect,
  startupIds: string[],
): Promise<Map<string, StartupScore>> {
  if (!startupIds.length) return new Map();
  const profiles = await db.select().from(companies).where(inArray(companies.id, startupIds));
  const startups = profiles.map(startupOf);
  const ranked = rankStartups(need, startups, { model: buildCorpusModel(startups) });
  return new Map(ranked.map((r) => [r.startupId, { score: r.score, reasons: r.reasons }]));
}
