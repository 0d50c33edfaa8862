import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { companies, users } from './accounts.tables.ts';

/**
 * Read functions other rooms call instead of reading the accounts tables (decision 093): who a
 * company is called, whom to mail. The caller has already checked what the actor may reach.
 */

/** The names of the given companies, by id (a mail or a cancel reason names the company). */
export async function companyNames(db: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One company's name, or undefined when there is no such company. */
export async function companyName(db: Db, id: string) {
  return (await companyNames(db, [id])).get(id);
}

/** One person's mail address, name and company, or undefined. */
export async function personContact(db: Db, userId: string) {
  const [person] = await db
    .select({ email: users.email, name: users.name, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  return person;
}

/**
 * The active (not disabled) people of the given companies: mail recipients. With `only`, just
 * those among these ids.
 */
export async function activeMembers(
  db: Db,
  companyIds: readonly string[],
  only?: readonly string[] | null,
) {
  if (!companyIds.length || (only && !only.length)) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name, companyId: users.companyId })
    .from(users)
    .where(
      and(
        inArray(users.companyId, [...companyIds]),
        isNull(users.disabledAt),
        only ? inArray(users.id, [...only]) : undefined,
      ),
    );
}

/** What a card of a company shows (the GraphQL CompanyCard): name, kind, country, pitch. */
export type CompanyCard = Pick<
  typeof companies.$inferSelect,
  'id' | 'name' | 'type' | 'country' | 'stage' | 'pitchShort' | 'industries'
>;

/** The cards of the given companies, by id (per-request loaders batch the ids). */
export async function companyCards(db: Db, ids: readonly string[]) {
  const rows: CompanyCard[] = ids.length
    ? await db
        .select({
          id: companies.id,
          name: companies.name,
          type: companies.type,
          country: companies.country,
          stage: companies.stage,
          pitchShort: companies.pitchShort,
          industries: companies.industries,
        })
        .from(companies)
        .where(inArray(companies.id, [...ids]))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The company with its id and name when it has grants access, else undefined. */
export async function grantsAccessCompany(db: Db, id: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.hasAccessInnovationGrants, true)));
  return company;
}
