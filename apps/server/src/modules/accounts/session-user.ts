import { CURRENT_TERMS_VERSION, type Locale, type SessionUser } from '@matchday/shared';
import { aliasedTable, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor, AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localeOf } from '../../platform/locale.ts';
import type { AccountKind } from './accounts.service.ts';
import { admins, companies, users } from './accounts.tables.ts';

export type CompanyBasics = {
  id: string;
  name: string;
  type: 'startup' | 'corp';
  country: string;
  activityStatus: 'ACTIVE' | 'INACTIVE' | 'PENDING';
};

/** The session user (SPEC §3) plus what `me` adds: name, verification, terms, company. */
export type Me = SessionUser & {
  verified: boolean;
  /** The person's language: their choice, else the programme's (DEFAULT_LOCALE). */
  locale: Locale;
  /** Whether the person chose a language (else the web app keeps the one it showed). */
  localeChosen: boolean;
  acceptedTermsVersion: string | null;
  acceptedTermsAt: Date | null;
  company: CompanyBasics | null;
};

/** An account as the actor resolver needs it: current status, kind and filters. */
export type ActorAccount = {
  active: boolean;
  sessionVersion: number;
  actor: UserActor | AdminActor;
};

/** The company columns an actor and `me` need (not the whole profile). */
const companyBasics = {
  id: companies.id,
  name: companies.name,
  type: companies.type,
  country: companies.country,
  activityStatus: companies.activityStatus,
  incubator: companies.incubator,
  hasAccessInnovationGrants: companies.hasAccessInnovationGrants,
  interestedCountries: companies.interestedCountries,
  onboardedAt: companies.onboardedAt,
};
type UserRow = typeof users.$inferSelect;
type CompanyRow = { [K in keyof typeof companyBasics]: (typeof companies.$inferSelect)[K] };
type AdminRow = typeof admins.$inferSelect;

async function userRow(db: Db, id: string) {
  const [row] = await db
    .select({ user: users, company: companyBasics })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row ?? null;
}

async function adminRow(db: Db, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row ?? null;
}

function userAccount(user: UserRow, company: CompanyRow): ActorAccount {
  return {
    active: user.disabledAt === null && company.activityStatus !== 'INACTIVE',
    sessionVersion: user.sessionVersion,
    actor: { kind: 'user', id: user.id, type: user.type, companyId: user.companyId },
  };
}

function adminAccount(row: AdminRow): ActorAccount {
  return {
    active: row.disabledAt === null,
    sessionVersion: row.sessionVersion,
    actor: {
      kind: 'admin',
      id: row.id,
      adminType: row.adminType,
      incubator: row.incubator,
      hosting: row.hosting,
      accountFilter: row.accountFilter,
    },
  };
}

/** Current status of an account (refresh, impersonation checks). */
export async function loadActorAccount(
  db: Db,
  kind: AccountKind,
  id: string,
): Promise<ActorAccount | null> {
  if (kind === 'user') {
    const row = await userRow(db, id);
    return row && userAccount(row.user, row.company);
  }
  const row = await adminRow(db, id);
  return row && adminAccount(row);
}

/** What one statement tells the actor resolver about an access token's account and session. */
export type SessionAccount = {
  /**
   * The `liveUntil` expression the caller passed: when its session family's live refresh token
   * expires, null when the family has none (ended). Compared with the clock by the caller, so a
   * kept result (docs/decisions/067) still ends at the session's expiry.
   */
  liveUntil: Date | null;
  account: ActorAccount;
  /** The `me` of this account as read in the same statement. */
  me: Me;
  /** The ADMIN impersonating the user, as of now (null when none or gone). */
  impersonator: ActorAccount | null;
};

/**
 * The account behind an access token in ONE statement: the account row (with its company for a
 * user), the caller's `liveUntil` expression (the identity module's "expiry of the session
 * family's live token" subquery) and, while impersonating, the impersonating admin's row.
 * Prepared once per database and kind (a named statement: PostgreSQL parses and plans it once per
 * connection), run with `{ id, impersonatorId }` plus the placeholders of `liveUntil`. Null when
 * the account is gone. Read when the actor cache has no answer (docs/decisions/067).
 */
export function prepareSessionAccount(
  db: Db,
  kind: AccountKind,
  liveUntil: SQL,
): (params: Record<string, unknown>) => Promise<SessionAccount | null> {
  const until = liveUntil as SQL<Date | null>;
  if (kind === 'admin') {
    const statement = db
      .select({ admin: admins, liveUntil: until })
      .from(admins)
      .where(eq(admins.id, sql.placeholder('id')))
      .prepare('session_account_admin');
    return async (params) => {
      const [row] = await statement.execute(params);
      if (!row) return null;
      const me = toMe(describeAdmin(row.admin));
      return {
        liveUntil: row.liveUntil,
        account: adminAccount(row.admin),
        me,
        impersonator: null,
      };
    };
  }
  const imp = aliasedTable(admins, 'impersonator');
  const statement = db
    .select({ user: users, company: companyBasics, liveUntil: until, impersonator: imp })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(imp, eq(imp.id, sql.placeholder('impersonatorId')))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_account_user');
  return async (params) => {
    const [row] = await statement.execute(params);
    if (!row) return null;
    return {
      liveUntil: row.liveUntil,
      account: userAccount(row.user, row.company),
      me: toMe(describeUser(row.user, row.company)),
      impersonator: row.impersonator ? adminAccount(row.impersonator) : null,
    };
  };
}

/** `me` read with the actor of this request (the actor resolver), so `me` costs no statement. */
const resolvedMe = new WeakMap<object, Me>();
export function rememberMe(actor: UserActor | AdminActor, me: Me) {
  resolvedMe.set(actor, me);
}

type Described = {
  user: SessionUser;
  verified: boolean;
  locale: Locale;
  localeChosen: boolean;
  acceptedTermsVersion: string | null;
  acceptedTermsAt: Date | null;
  company: CompanyBasics | null;
};

function describeUser(user: UserRow, company: CompanyRow): Described {
  return {
    user: {
      id: user.id,
      type: user.type,
      admin: false,
      email: user.email,
      name: user.name,
      adminType: null,
      // A colleague of a company whose profile is set up has nothing to set up: they land in
      // the area, not in the wizard (the company counts as onboarded once anyone finished it).
      onboarded: user.onboarded || company.onboardedAt !== null,
      hasAcceptedTerms: user.acceptedTermsVersion === CURRENT_TERMS_VERSION,
      country: user.country ?? company.country,
      hosting: [],
      incubator: company.incubator,
      hasAccessInnovationGrants: company.hasAccessInnovationGrants,
      interestedCountries: company.interestedCountries,
      companyId: company.id,
    },
    verified: user.verifiedAt !== null,
    locale: localeOf(user.locale),
    localeChosen: user.locale !== null,
    acceptedTermsVersion: user.acceptedTermsVersion,
    acceptedTermsAt: user.acceptedTermsAt,
    company: {
      id: company.id,
      name: company.name,
      type: company.type,
      country: company.country,
      activityStatus: company.activityStatus,
    },
  };
}

function describeAdmin(admin: AdminRow): Described {
  return {
    user: {
      id: admin.id,
      type: null,
      admin: true,
      email: admin.email,
      name: admin.name,
      adminType: admin.adminType,
      onboarded: true,
      hasAcceptedTerms: admin.acceptedTermsVersion === CURRENT_TERMS_VERSION,
      country: null,
      hosting: admin.hosting,
      incubator: admin.incubator,
      hasAccessInnovationGrants: true,
      interestedCountries: [],
      companyId: null,
    },
    verified: true,
    locale: localeOf(admin.locale),
    localeChosen: admin.locale !== null,
    acceptedTermsVersion: admin.acceptedTermsVersion,
    acceptedTermsAt: admin.acceptedTermsAt,
    company: null,
  };
}

async function describe(db: Db, kind: AccountKind, id: string): Promise<Described | null> {
  if (kind === 'user') {
    const row = await userRow(db, id);
    return row && describeUser(row.user, row.company);
  }
  const admin = await adminRow(db, id);
  return admin && describeAdmin(admin);
}

function toMe({ user, ...more }: Described): Me {
  return { ...user, ...more };
}

/** Everything the web keeps about the signed-in person, or null when the account is gone. */
export async function getMe(db: Db, kind: AccountKind, id: string): Promise<Me | null> {
  const found = await describe(db, kind, id);
  return found && toMe(found);
}

/** The session user of SPEC §3, as sign-in and refresh answer it. */
export async function sessionUserOf(
  db: Db,
  kind: AccountKind,
  id: string,
): Promise<SessionUser | null> {
  return (await describe(db, kind, id))?.user ?? null;
}

/**
 * `me` of the GraphQL graphs: the signed-in person, or 401 when there is none. As read with
 * the actor of this request unless `fresh` (after a change the request made).
 */
export async function meOf(db: Db, actor: Actor, options: { fresh?: boolean } = {}): Promise<Me> {
  const known = actor && !options.fresh ? resolvedMe.get(actor) : undefined;
  const me = known ?? (actor && (await getMe(db, actor.kind, actor.id)));
  if (!me) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  return me;
}
