/**
 * The server half of the matching bench: `generateSuggestions` for one event of 300
 * approved startups × 60 published needs on PostgreSQL (target ≤ 2 s), through the real service
 * (load profiles, learn the corpus model, rank every need, store PROPOSED matches). Seeded by
 * bulk inserts into a fresh database; needs DATABASE_URL (a PostgreSQL server to create it on).
 */
import { randomUUID } from 'node:crypto';
import { INDUSTRIES, STARTUP_STAGES } from '../packages/shared/src/index.ts';
import type { AdminActor } from '../apps/server/src/platform/actor.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { companies } from '../apps/server/src/modules/accounts/accounts.tables.ts';
import { attendances } from '../apps/server/src/modules/events/events.tables.ts';
import { createEvent, publishEvent } from '../apps/server/src/modules/events/events.service.ts';
import { needs } from '../apps/server/src/modules/matchmaking/matchmaking.tables.ts';
import { generateSuggestions } from '../apps/server/src/modules/matchmaking/suggestions.service.ts';
import { EVAL_NEEDS } from '../packages/matching/eval/index.ts';
import { freshPostgresDatabase } from '../e2e/support/postgres.ts';
import { syntheticCorpus } from './matching-corpus.ts';

const admin: AdminActor = {
  kind: 'admin',
  id: randomUUID(),
  adminType: 'ADMIN',
  incubator: null,
  hosting: [],
  accountFilter: [],
};
const known = <T extends string>(
  list: readonly T[],
  values: readonly string[] | null | undefined,
) => (values ?? []).filter((v): v is T => (list as readonly string[]).includes(v));

export async function benchGenerateSuggestions(startupCount = 300, needCount = 60) {
  if (!process.env.DATABASE_URL) {
    return 'generateSuggestions: skipped (set DATABASE_URL to a PostgreSQL server to measure it)';
  }
  process.env.E2E_PG_URL = process.env.DATABASE_URL;
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ url: fresh.urlThrough(fresh.port), poolSize: 4 });
  try {
    await database.migrate();
    const db = database.db;
    const day = new Date(Date.now() + 30 * 86_400_000);
    day.setUTCHours(0, 0, 0, 0);
    const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
    const event = await createEvent(db, admin, {
      name: 'Bench event',
      timezone: 'Europe/Stockholm',
      startDate: at(8),
      endDate: at(17),
      schedule: { sessions: [{ start: at(9), end: at(16) }], meetingMinutes: 20, tables: 60 },
    });
    await publishEvent(db, admin, event.id);
    const profiles = syntheticCorpus(startupCount, 7);
    const startupRows = await db
      .insert(companies)
      .values(
        profiles.map((p) => ({
          type: 'startup' as const,
          name: p.name,
          country: p.country ?? 'SE',
          activityStatus: 'ACTIVE' as const,
          pitchShort: (p.pitch ?? '').slice(0, 160) || null,
          pitchLong: p.pitch ?? null,
          description: p.description ?? null,
          industries: known(INDUSTRIES, p.industries),
          technologies: [...(p.technologies ?? [])],
          stage: known(STARTUP_STAGES, p.stage ? [p.stage] : [])[0] ?? null,
          interestedCountries: [...(p.interestedCountries ?? [])],
        })),
      )
      .returning({ id: companies.id });
    const corpRows = await db
      .insert(companies)
      .values(
        Array.from({ length: needCount }, (_, i) => ({
          type: 'corp' as const,
          name: `Bench Corporate ${i}`,
          country: 'SE',
          activityStatus: 'ACTIVE' as const,
        })),
      )
      .returning({ id: companies.id });
    await db.insert(attendances).values(
      [
        ...startupRows.map((r) => ({ ...r, role: 'startup' as const })),
        ...corpRows.map((r) => ({ ...r, role: 'corp' as const })),
      ].map((r) => ({
        eventId: event.id,
        companyId: r.id,
        role: r.role,
        state: 'APPROVED' as const,
        source: 'ORGANISER' as const,
      })),
    );
    await db.insert(needs).values(
      corpRows.map((c, i) => {
        const n = EVAL_NEEDS[i % EVAL_NEEDS.length]!;
        return {
          eventId: event.id,
          corporateId: c.id,
          title: n.title,
          description: n.description,
          industries: [...(n.industries ?? [])],
          technologies: [...(n.technologies ?? [])],
          stages: known(STARTUP_STAGES, n.stages),
          countries: [...(n.countries ?? [])],
          wantedMeetings: 5,
          state: 'PUBLISHED' as const,
        };
      }),
    );
    const times: number[] = [];
    let proposed = 0;
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      proposed = (await generateSuggestions(db, admin, event.id)).proposed;
      times.push(performance.now() - t0);
    }
    return `generateSuggestions (${startupCount} startups × ${needCount} needs, PostgreSQL): first ${times[0]!.toFixed(0)} ms, re-runs ${times
      .slice(1)
      .map((t) => t.toFixed(0))
      .join(' / ')} ms; ${proposed} proposed. Target ≤ 2000 ms.`;
  } finally {
    await database.close();
    await fresh.drop();
  }
}
