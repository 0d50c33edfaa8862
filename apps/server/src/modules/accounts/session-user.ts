import { CURRENT_TERMS_VERSION, type SessionUser } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import type { Actor, AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
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

async function userRow(db: Db, id: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row ?? null;
}

async function adminRow(db: Db, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row ?? null;
}

/** Current status of an account, read on every authenticated request. */
export async function loadActorAccount(
  db: Db,
  kind: AccountKind,
  id: string,
): Promise<ActorAccount | null> {
  if (kind === 'user') {
    const row = await userRow(db, id);
    if (!row) return null;
    return {
      active: row.user.disabledAt === null && row.company.activityStatus !== 'INACTIVE',
      sessionVersion: row.user.sessionVersion,
      actor: { kind: 'user', id, type: row.user.type, companyId: row.user.companyId },
    };
  }
  const row = await adminRow(db, id);
  if (!row) return null;
  return {
    active: row.disabledAt === null,
    sessionVersion: row.sessionVersion,
    actor: {
      kind: 'admin',
      id,
      adminType: row.adminType,
      incubator: row.incubator,
      hosting: row.hosting,
      accountFilter: row.accountFilter,
    },
  };
}

type Described = {
  user: SessionUser;
  verified: boolean;
  acceptedTermsVersion: string | null;
  acceptedTermsAt: Date | null;
  company: CompanyBasics | null;
};

async function describe(db: Db, kind: AccountKind, id: string): Promise<Described | null> {
  if (kind === 'user') {
    const row = await userRow(db, id);
    if (!row) return null;
    const { user, company } = row;
    return {
      user: {
        id: user.id,
        type: user.type,
        admin: false,
        email: user.email,
        name: user.name,
        adminType: null,
        onboarded: user.onboarded,
        hasAcceptedTerms: user.acceptedTermsVersion === CURRENT_TERMS_VERSION,
        country: user.country ?? company.country,
        hosting: [],
        incubator: company.incubator,
        hasAccessInnovationGrants: company.hasAccessInnovationGrants,
        interestedCountries: company.interestedCountries,
        companyId: company.id,
      },
      verified: user.verifiedAt !== null,
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
  const admin = await adminRow(db, id);
  if (!admin) return null;
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
    acceptedTermsVersion: admin.acceptedTermsVersion,
    acceptedTermsAt: admin.acceptedTermsAt,
    company: null,
  };
}

/** Everything the web keeps about the signed-in person, or null when the account is gone. */
export async function getMe(db: Db, kind: AccountKind, id: string): Promise<Me | null> {
  const found = await describe(db, kind, id);
  if (!found) return null;
  const { user, ...more } = found;
  return { ...user, ...more };
}

/** The session user of SPEC §3, as sign-in and refresh answer it. */
export async function sessionUserOf(
  db: Db,
  kind: AccountKind,
  id: string,
): Promise<SessionUser | null> {
  return (await describe(db, kind, id))?.user ?? null;
}

/** `me` of the GraphQL graphs: the signed-in person, or 401 when there is none. */
export async function meOf(db: Db, actor: Actor): Promise<Me> {
  const me = actor && (await getMe(db, actor.kind, actor.id));
  if (!me) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  return me;
}
