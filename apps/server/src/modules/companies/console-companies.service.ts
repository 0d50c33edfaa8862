import {
  adminCompanyUpdateInput,
  ALUMNI_STATUS,
  companyListInput,
  incubatorId,
  NOT_IN_INCUBATOR,
} from '@matchday/shared';
import { and, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { managedIncubator, reachFor } from '../../platform/authorize.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertAttachable } from '../uploads/uploads.service.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { companyBadges } from '../accounts/badges.tables.ts';
import {
  findCompanyView,
  toViews,
  type CompanyRow,
  type CompanyView,
} from '../accounts/company-view.ts';
import { lowerContains, ordered, type Page } from '../../platform/query.ts';
import { definedOnly, incubatorColumns } from './profile-patch.ts';
import {
  consoleEditWhere,
  consoleReadWhere,
  incubatorStartupsWhere,
  notTakingPartWhere,
  operationWhere,
} from '../accounts/company-reach.policy.ts';

const SORT = {
  NAME: sql`lower(${companies.name})`,
  CREATED_AT: companies.createdAt,
  COUNTRY: companies.country,
  ACTIVITY_STATUS: companies.activityStatus,
};

/**
 * The console's company list: the admin's scope (all, own incubator's startups, the consortium
 * filter, hosted events' accounts) AND the filters, sorted and paged, with the total.
 */
export async function listCompanies(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<Page<CompanyView>> {
  const { where, orderBy, offset, limit } = companyListQuery(db, actor, input);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { total: total?.n ?? 0, items: toViews(rows) };
}

/** The parts of the list query (also used by bench/accounts.ts to EXPLAIN it). */
export function companyListQuery(db: Db, actor: Actor, input: unknown) {
  const { filter, sort, offset, limit } = parseInput(companyListInput, input ?? {});
  const f = filter ?? {};
  const where = and(
    consoleReadWhere(actor),
    f.search ? lowerContains(companies.name, f.search) : undefined,
    f.type ? eq(companies.type, f.type) : undefined,
    f.activityStatus ? eq(companies.activityStatus, f.activityStatus) : undefined,
    f.incubator ? incubatorStartupsWhere(f.incubator) : undefined,
    f.country ? eq(companies.country, f.country) : undefined,
    typeof f.hasAccessInnovationGrants === 'boolean'
      ? eq(companies.hasAccessInnovationGrants, f.hasAccessInnovationGrants)
      : undefined,
    f.badgeId ? hasBadge(db, f.badgeId) : undefined,
    f.notTakingPartIn ? notTakingPartWhere(f.notTakingPartIn) : undefined,
  );
  const orderBy = [
    ordered(SORT[sort?.field ?? 'NAME'], sort?.direction),
    ordered(companies.id, sort?.direction),
  ];
  return { where, orderBy, offset, limit };
}

function hasBadge(db: Db, badgeId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(companyBadges)
      .where(and(eq(companyBadges.companyId, companies.id), eq(companyBadges.badgeId, badgeId))),
  );
}

const companyId = z.uuid('Unknown company');

/** One company of the console (outside the admin's scope: not found). */
export async function getConsoleCompany(db: Db, actor: Actor, id: unknown): Promise<CompanyView> {
  const parsed = companyId.safeParse(id);
  const company = parsed.success
    ? await findCompanyView(db, parsed.data, consoleReadWhere(actor))
    : null;
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  return company;
}

/**
 * An admin edits a company: ADMIN any; INCUBATOR the startups of its own incubator that are not
 * alumni (SPEC §5). Outside the admin's sight: not found. Seen but not editable (an alumni, or a
 * consortium member's read-only view): forbidden. An incubator admin cannot move a startup to
 * another incubator.
 */
export async function updateCompany(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<CompanyView> {
  const current = await getConsoleCompany(db, actor, id);
  const v = parseInput(adminCompanyUpdateInput, input);
  await assertEditable(db, actor, current);
  const patch = companyPatch(current, v);
  if (
    reachFor(actor, 'editAccounts') === 'ownIncubatorNotAlumni' &&
    patch.incubator !== undefined
  ) {
    if (!patch.incubator || incubatorId(patch.incubator) !== managedIncubator(actor)) {
      const message = 'An incubator admin cannot move a startup to another incubator';
      throw new AppError('FORBIDDEN', message, { fields: [{ field: 'incubator', message }] });
    }
  }
  const adminId = actor?.kind === 'admin' ? actor.id : undefined;
  if (v.logoFileId) {
    await assertAttachable(db, {
      fileId: v.logoFileId,
      purpose: 'logo',
      field: 'logoFileId',
      companyId: current.id,
      adminId,
    });
  }
  if (v.deckFileId) {
    await assertAttachable(db, {
      fileId: v.deckFileId,
      purpose: 'deck',
      field: 'deckFileId',
      companyId: current.id,
      adminId,
    });
  }
  await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(companies.id, current.id), consoleEditWhere(actor)));
  return getConsoleCompany(db, actor, current.id);
}

async function assertEditable(db: Db, actor: Actor, company: CompanyView) {
  const [editable] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, company.id), consoleEditWhere(actor)));
  if (!editable) {
    const why =
      company.incubatorStatus === ALUMNI_STATUS
        ? ': alumni profiles are read-only for incubators'
        : '';
    throw new AppError('FORBIDDEN', `You may not edit this company${why}`);
  }
}

/** An admin uploading a file for a company must be able to edit it (else 404 / 403). */
export async function assertCompanyEditable(db: Db, actor: Actor, id: unknown) {
  const company = await getConsoleCompany(db, actor, id);
  await assertEditable(db, actor, company);
  return company.id;
}

function companyPatch(
  current: CompanyRow,
  v: z.infer<typeof adminCompanyUpdateInput>,
): Partial<CompanyRow> {
  const { incubator, incubatorStatus, incubatorOther, ...rest } = v;
  const patch: Partial<CompanyRow> = definedOnly(rest) as Partial<CompanyRow>;
  if (incubator !== undefined || incubatorStatus !== undefined || incubatorOther !== undefined) {
    const status = incubatorStatus === undefined ? current.incubatorStatus : incubatorStatus;
    const chosen = incubator === undefined ? current.incubator : incubator;
    if (status && status !== NOT_IN_INCUBATOR && !chosen) {
      throw new AppError('BAD_REQUEST', 'Invalid input — incubator: Choose the incubator', {
        fields: [{ field: 'incubator', message: 'Choose the incubator' }],
      });
    }
    const columns = status
      ? incubatorColumns({
          incubatorStatus: status,
          incubator: chosen,
          incubatorOther: incubatorOther === undefined ? current.incubatorOther : incubatorOther,
        })
      : { incubatorStatus: null, incubator: chosen ?? null, incubatorOther: null };
    Object.assign(patch, columns);
  }
  return patch;
}

/** A full ADMIN opens or closes the innovation-grants area for a company. */
export async function setInnovationGrantsAccess(db: Db, actor: Actor, id: unknown, value: boolean) {
  const company = await getConsoleCompany(db, actor, id);
  const updated = await db
    .update(companies)
    .set({ hasAccessInnovationGrants: value, updatedAt: new Date() })
    .where(and(eq(companies.id, company.id), operationWhere(actor, 'setInnovationGrantsAccess')))
    .returning({ id: companies.id });
  if (!updated.length) throw new AppError('FORBIDDEN', 'Only an ADMIN may change grants access');
  return getConsoleCompany(db, actor, company.id);
}
