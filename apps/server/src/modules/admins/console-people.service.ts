import {
  adminListInput,
  can,
  reachOf,
  roleOf,
  userListInput,
  type AdminType,
  type UserType,
} from '@matchday/shared';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { admins, companies, users } from '../accounts/accounts.tables.ts';
import { containsPattern, lowerContains, ordered, type Page } from '../../platform/query.ts';
import { consoleReadWhere } from '../accounts/company-reach.policy.ts';

export type ConsoleUser = {
  id: string;
  name: string;
  email: string;
  title: string | null;
  type: UserType;
  companyId: string;
  companyName: string;
  verified: boolean;
  pending: boolean;
  onboarded: boolean;
  disabled: boolean;
  createdAt: Date;
};

const USER_SORT = {
  NAME: sql`lower(${users.name})`,
  EMAIL: sql`lower(${users.email})`,
  CREATED_AT: users.createdAt,
};

/** People of the companies in the admin's scope, searched by name or e-mail. */
export async function listUsers(db: Db, actor: Actor, input: unknown): Promise<Page<ConsoleUser>> {
  const { where, orderBy, offset, limit, allAccounts } = userListQuery(actor, input);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, companyName: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    allAccounts
      ? db.select({ n: count() }).from(users).where(where)
      : db
          .select({ n: count() })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ user, companyName }) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      title: user.title,
      type: user.type,
      companyId: user.companyId,
      companyName,
      verified: user.verifiedAt !== null,
      pending: user.passwordHash === null,
      onboarded: user.onboarded,
      disabled: user.disabledAt !== null,
      createdAt: user.createdAt,
    })),
  };
}

/** The parts of the people list query (also EXPLAINed by bench/accounts.ts). */
export function userListQuery(actor: Actor, input: unknown) {
  const { filter, sort, offset, limit } = parseInput(userListInput, input ?? {});
  const f = filter ?? {};
  const where = and(
    consoleReadWhere(actor),
    f.search
      ? sql`lower(${users.name} || ' ' || ${users.email}) like ${containsPattern(f.search)}`
      : undefined,
    f.type ? eq(users.type, f.type) : undefined,
    f.companyId ? eq(users.companyId, f.companyId) : undefined,
  );
  const orderBy = [
    ordered(USER_SORT[sort?.field ?? 'NAME'], sort?.direction),
    ordered(users.id, sort?.direction),
  ];
  // Every account in scope (full ADMIN): the count needs no join with companies.
  const allAccounts = reachOf(roleOf(actor), 'listAccounts') === 'all';
  return { where, orderBy, offset, limit, allAccounts };
}

export type ConsoleAdmin = {
  id: string;
  name: string;
  email: string;
  adminType: AdminType;
  incubator: string | null;
  hosting: string[];
  accountFilter: string[];
  pending: boolean;
  disabled: boolean;
  createdAt: Date;
};

const ADMIN_SORT = {
  NAME: sql`lower(${admins.name})`,
  EMAIL: sql`lower(${admins.email})`,
  CREATED_AT: admins.createdAt,
  ADMIN_TYPE: admins.adminType,
};

export function toConsoleAdmin(row: typeof admins.$inferSelect): ConsoleAdmin {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    adminType: row.adminType,
    incubator: row.incubator,
    hosting: row.hosting,
    accountFilter: row.accountFilter,
    pending: row.passwordHash === null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
  };
}

/** Admins of every kind: for a full ADMIN only. */
export async function listAdmins(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<Page<ConsoleAdmin>> {
  if (!can(roleOf(actor), 'manageAdmins')) {
    throw new AppError('FORBIDDEN', 'Only an ADMIN may list admins');
  }
  const { filter, sort, offset, limit } = parseInput(adminListInput, input ?? {});
  const f = filter ?? {};
  const where = and(
    f.search
      ? or(lowerContains(admins.name, f.search), lowerContains(admins.email, f.search))
      : undefined,
    f.adminType ? eq(admins.adminType, f.adminType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(admins)
      .where(where)
      .orderBy(
        ordered(ADMIN_SORT[sort?.field ?? 'NAME'], sort?.direction),
        ordered(admins.id, sort?.direction),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(admins).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(toConsoleAdmin) };
}
