import { findIncubator, isOtherIncubator, OTHER_INCUBATOR } from '@matchday/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { companies, users } from './accounts.tables.ts';
import { badges, companyBadges } from './badges.tables.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type BadgeView = { id: string; name: string; description: string | null };

/**
 * A company as the graphs show it: its row and the incubator's display name. Badges are read
 * only when a query asks for them (`badgesOf`, batched per request by the graph).
 */
export type CompanyView = CompanyRow & { incubatorName: string | null };

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  title: string | null;
  /** Invited, has not set a password yet (an open invitation of the team module, or an older pending user). */
  pending: boolean;
  isContactPerson: boolean;
  /** For an invitation (its id is the invitation's): when its newest link went out, until when it works. */
  invitedAt?: Date | null;
  invitationExpiresAt?: Date | null;
};

/** "STING" → "STING", "UPPSALAINNOVATIONCENTRE" → "Uppsala Innovation Centre", Other → its name. */
export function incubatorDisplayName(row: Pick<CompanyRow, 'incubator' | 'incubatorOther'>) {
  if (!row.incubator) return null;
  if (isOtherIncubator(row.incubator)) return row.incubatorOther ?? OTHER_INCUBATOR;
  return findIncubator(row.incubator)?.name ?? row.incubator;
}

/** Adds the incubator's display name. */
export function toViews(rows: CompanyRow[]): CompanyView[] {
  return rows.map((row) => ({ ...row, incubatorName: incubatorDisplayName(row) }));
}

/** The badges of each company, by name (one statement for the whole list). */
export async function badgesOf(db: Db, ids: readonly string[]): Promise<Map<string, BadgeView[]>> {
  const assigned = ids.length
    ? await db
        .select({
          companyId: companyBadges.companyId,
          id: badges.id,
          name: badges.name,
          description: badges.description,
        })
        .from(companyBadges)
        .innerJoin(badges, eq(badges.id, companyBadges.badgeId))
        .where(inArray(companyBadges.companyId, [...ids]))
        .orderBy(badges.name)
    : [];
  const byCompany = new Map<string, BadgeView[]>(ids.map((id) => [id, []]));
  for (const { companyId, ...badge } of assigned) byCompany.get(companyId)?.push(badge);
  return byCompany;
}

/** The company with this id inside `scope`, or null (outside the scope it does not exist). */
export async function findCompanyView(db: Db, id: string, scope: SQL): Promise<CompanyView | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), scope));
  return row ? toViews([row])[0]! : null;
}

type TeamOwner = Pick<CompanyRow, 'id' | 'contactUserId'>;

/** Members of a company, contact person first, then by name. */
export async function teamOf(db: Db, company: TeamOwner) {
  return (await teamsOf(db, [company])).get(company.id) ?? [];
}

/**
 * Members of each company, contact person first, then by name: one statement for the whole
 * list (a directory page asking for every card's team).
 */
export async function teamsOf(
  db: Db,
  owners: readonly TeamOwner[],
): Promise<Map<string, TeamMember[]>> {
  const rows = owners.length
    ? await db
        .select({
          companyId: users.companyId,
          id: users.id,
          name: users.name,
          email: users.email,
          title: users.title,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(inArray(users.companyId, [...new Set(owners.map((o) => o.id))]))
        .orderBy(users.name)
    : [];
  const contacts = new Map(owners.map((o) => [o.id, o.contactUserId]));
  const byCompany = new Map<string, TeamMember[]>(owners.map((o) => [o.id, []]));
  for (const r of rows) {
    if (!r.companyId) continue;
    byCompany.get(r.companyId)?.push({
      id: r.id,
      name: r.name,
      email: r.email,
      title: r.title,
      pending: r.passwordHash === null,
      isContactPerson: r.id === contacts.get(r.companyId),
    });
  }
  for (const members of byCompany.values()) {
    members.sort((a, b) => Number(b.isContactPerson) - Number(a.isContactPerson));
  }
  return byCompany;
}

function prepareCompanyById(db: Db) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare('company_view_by_id');
}
const byIdStatements = new WeakMap<Db, ReturnType<typeof prepareCompanyById>>();

/**
 * The company with this id (a signed-in person's own company, asked on most screens) through a
 * named prepared statement: PostgreSQL parses and plans the wide select once per connection
 *.
 */
export async function findCompanyViewById(db: Db, id: string): Promise<CompanyView | null> {
  let statement = byIdStatements.get(db);
  if (!statement) byIdStatements.set(db, (statement = prepareCompanyById(db)));
  const [row] = await statement.execute({ id });
  return row ? toViews([row])[0]! : null;
}
