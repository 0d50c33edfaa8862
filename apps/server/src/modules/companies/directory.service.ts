import {
  canViewProfile,
  companyDirectoryInput,
  roleOf,
  type CompanyDirectoryInput,
} from '@matchday/shared';
import { and, arrayOverlaps, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containsPattern, type Page } from '../../platform/query.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, companySearchText } from '../accounts/accounts.tables.ts';
import { toViews, type CompanyView } from '../accounts/company-view.ts';
import { incubatorStartupsWhere, profileReadWhere } from '../accounts/company-reach.policy.ts';

/**
 * The company directory. It lists exactly the profiles the reader may open
 * (profileReadWhere: viewStartupProfile / viewCorporateProfile of SPEC §6, people see ACTIVE
 * organisations only), never the reader's own company, searched and filtered, paged by offset
 * with the total. A role that may not view profiles at all (EVENT_HOST) has no directory.
 */

/** Search words beyond this many are ignored (each word is one trigram index condition). */
const MAX_SEARCH_WORDS = 6;

type Filter = NonNullable<CompanyDirectoryInput['filter']>;

/** Refuses a role without profile rights: 401 signed out, 403 otherwise. */
function assertMayBrowse(actor: Actor): asserts actor is NonNullable<Actor> {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (!canViewProfile(roleOf(actor))) {
    throw new AppError('FORBIDDEN', 'Company profiles are not shown to your role');
  }
}

/** Every word must appear somewhere in name, pitches or description (any case). */
function searchWhere(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return undefined;
  const text = companySearchText(companies);
  return and(...words.map((w) => sql`${text} like ${containsPattern(w)}`));
}

/** The filters alone (search words, type, industries, country, stage, incubator). */
export function directoryFilterWhere(filter: Filter): SQL | undefined {
  return and(
    filter.search ? searchWhere(filter.search) : undefined,
    filter.type ? eq(companies.type, filter.type) : undefined,
    filter.industries?.length ? arrayOverlaps(companies.industries, filter.industries) : undefined,
    filter.country ? eq(companies.country, filter.country) : undefined,
    filter.stage
      ? and(eq(companies.type, 'startup'), eq(companies.stage, filter.stage))
      : undefined,
    filter.incubator ? incubatorStartupsWhere(filter.incubator) : undefined,
  );
}

/** The reader's reach (the profile policy, without the own company) AND the filters. */
export function directoryWhere(actor: Actor, filter: Filter = {}): SQL {
  const own = actor?.kind === 'user' && actor.companyId ? actor.companyId : null;
  return and(
    profileReadWhere(actor),
    own ? ne(companies.id, own) : undefined,
    directoryFilterWhere(filter),
  )!;
}

/** One page of the directory, by name, with the number of matching companies. */
export async function listDirectory(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<Page<CompanyView>> {
  assertMayBrowse(actor);
  const { filter, offset, limit } = parseInput(companyDirectoryInput, input ?? {});
  const where = directoryWhere(actor, filter ?? {});
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { total: total?.n ?? 0, items: toViews(rows) };
}

/** The countries of the companies the reader may find, for the country filter. */
export async function directoryCountries(db: Db, actor: Actor): Promise<string[]> {
  assertMayBrowse(actor);
  const rows = await db
    .selectDistinct({ country: companies.country })
    .from(companies)
    .where(directoryWhere(actor))
    .orderBy(companies.country);
  return rows.map((r) => r.country);
}
