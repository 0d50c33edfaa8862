import { and, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db.ts';
import { canDo } from '../../platform/authorize.ts';
import { loadActorAccount } from '../accounts/session-user.ts';
import type { AuthLog } from './auth-context.types.ts';
import { sessions } from './auth.tables.ts';
import { markImpersonationsEnded } from './impersonation-audit.ts';
import { hashToken, newOpaqueToken } from './crypto.ts';
import type { Subject } from './tokens.service.ts';

/** Absolute lifetime of a sign-in: refreshing never extends it. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;

/** A session family with its newest refresh token (returned once, never stored in clear). */
export type IssuedSession = {
  family: string;
  subject: Subject;
  subjectVersion: number;
  refreshToken: string;
  expiresAt: Date;
  impersonatorId: string | null;
};

export type RefreshFailure =
  | 'unknown'
  | 'revoked'
  | 'reused'
  | 'subject'
  | 'expired'
  | 'device'
  | 'deactivated'
  | 'account'
  | 'impersonator';

/**
 * An impersonation lives only while the admin who opened it still may impersonate: not
 * disabled, still of a kind the permission table lets impersonate.
 */
export async function mayStillImpersonate(db: Db, adminId: string) {
  const admin = await loadActorAccount(db, 'admin', adminId);
  return !!admin?.active && canDo(admin.actor, 'impersonate');
}

async function insertToken(
  tx: Db,
  session: Omit<IssuedSession, 'refreshToken'>,
  deviceId: string,
): Promise<IssuedSession> {
  const refreshToken = newOpaqueToken();
  await tx.insert(sessions).values({
    family: session.family,
    subjectKind: session.subject.kind,
    subjectId: session.subject.id,
    subjectVersion: session.subjectVersion,
    deviceId,
    refreshHash: hashToken(refreshToken),
    impersonatorId: session.impersonatorId,
    expiresAt: session.expiresAt,
  });
  return { ...session, refreshToken };
}

/** Begins a session family on one device (sign-in or impersonation). */
export function startSession(
  tx: Db,
  input: {
    subject: Subject;
    subjectVersion: number;
    deviceId: string;
    expiresAt?: Date;
    impersonatorId?: string | null;
  },
): Promise<IssuedSession> {
  const session = {
    family: randomUUID(),
    subject: input.subject,
    subjectVersion: input.subjectVersion,
    expiresAt: input.expiresAt ?? new Date(Date.now() + SESSION_LIFETIME_MS),
    impersonatorId: input.impersonatorId ?? null,
  };
  return insertToken(tx, session, input.deviceId);
}

/**
 * Spends a refresh token and issues its successor (RFC 9700 rotation). The spend is one
 * conditional UPDATE, so of two concurrent refreshes with one token exactly one wins. A spent
 * token presented again, a token from another device, an expired family or an account that was
 * deactivated or changed: the whole family is revoked and the refresh fails.
 */
export async function rotateSession(
  db: Db,
  input: { refreshToken: string; deviceId: string; subject: Subject },
  log: AuthLog,
): Promise<{ ok: true; session: IssuedSession } | { ok: false; reason: RefreshFailure }> {
  const refreshHash = hashToken(input.refreshToken);
  const fail = async (tx: Db, family: string, reason: RefreshFailure) => {
    await revokeFamily(tx, family, `refresh_${reason}`);
    return { ok: false as const, reason };
  };
  return db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(sessions)
      .set({ usedAt: now })
      .where(
        and(
          eq(sessions.refreshHash, refreshHash),
          isNull(sessions.usedAt),
          isNull(sessions.revokedAt),
        ),
      )
      .returning();
    const who = { subjectKind: input.subject.kind, subjectId: input.subject.id };
    if (!spent) {
      const [seen] = await tx.select().from(sessions).where(eq(sessions.refreshHash, refreshHash));
      if (!seen) return { ok: false as const, reason: 'unknown' as const };
      if (seen.revokedAt) return { ok: false as const, reason: 'revoked' as const };
      log.warn(
        { event: 'refresh_token_reuse', ...who, family: seen.family, deviceId: input.deviceId },
        'spent refresh token presented again: family revoked',
      );
      return fail(tx, seen.family, 'reused');
    }
    const subject = { kind: spent.subjectKind, id: spent.subjectId };
    if (subject.kind !== input.subject.kind || subject.id !== input.subject.id) {
      log.warn({ event: 'refresh_subject_mismatch', ...who, family: spent.family }, 'refused');
      return fail(tx, spent.family, 'subject');
    }
    if (spent.expiresAt <= now) return fail(tx, spent.family, 'expired');
    if (spent.deviceId !== input.deviceId) {
      log.warn(
        {
          event: 'refresh_device_mismatch',
          ...who,
          family: spent.family,
          deviceId: input.deviceId,
          sessionDeviceId: spent.deviceId,
        },
        'refresh token presented from another device: family revoked',
      );
      return fail(tx, spent.family, 'device');
    }
    const account = await loadActorAccount(tx, subject.kind, subject.id);
    if (account && !account.active) return fail(tx, spent.family, 'deactivated');
    if (!account || account.sessionVersion !== spent.subjectVersion) {
      return fail(tx, spent.family, 'account');
    }
    if (spent.impersonatorId && !(await mayStillImpersonate(tx, spent.impersonatorId))) {
      return fail(tx, spent.family, 'impersonator');
    }
    const successor = {
      family: spent.family,
      subject,
      subjectVersion: spent.subjectVersion,
      expiresAt: spent.expiresAt,
      impersonatorId: spent.impersonatorId,
    };
    const session = await insertToken(tx, successor, spent.deviceId);
    return { ok: true as const, session };
  });
}

/**
 * "Until when the session family is live" as an SQL expression for a prepared statement of the
 * actor resolver: the expiry of the family's unspent, unrevoked token, null when there is none.
 * Placeholders `family` and `id` (the account). Expiry is the caller's comparison, so a kept
 * result still ends with the session.
 */
export function liveSessionUntil(db: Db, kind: Subject['kind']): SQL {
  const row = db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.family, sql.placeholder('family')),
        eq(sessions.subjectKind, kind),
        eq(sessions.subjectId, sql.placeholder('id')),
        isNull(sessions.usedAt),
        isNull(sessions.revokedAt),
      ),
    )
    .orderBy(desc(sessions.expiresAt))
    .limit(1);
  return sql<Date | null>`(${row})`.mapWith(sessions.expiresAt);
}

/** Ends one session family (an impersonation behind it is recorded as stopped). */
export async function revokeFamily(db: Db, family: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.family, family), isNull(sessions.revokedAt)));
  await markImpersonationsEnded(db, [family]);
}

/** Ends every session of an account, or every one but `except` (the caller's own). */
export async function revokeSessionsOf(db: Db, subject: Subject, reason: string, except?: string) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.subjectKind, subject.kind),
        eq(sessions.subjectId, subject.id),
        isNull(sessions.revokedAt),
        except ? ne(sessions.family, except) : undefined,
      ),
    )
    .returning({ family: sessions.family });
  await markImpersonationsEnded(
    db,
    revoked.map((r) => r.family),
  );
}

/** The family a refresh token belongs to (spent or not), or null. */
export async function familyOfRefreshToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({ family: sessions.family, kind: sessions.subjectKind, id: sessions.subjectId })
    .from(sessions)
    .where(eq(sessions.refreshHash, hashToken(refreshToken)));
  return row ?? null;
}

/**
 * Of these users, the ones who signed in or refreshed a session of their own (not an
 * impersonation) at or after `since`: people using the app right now.
 */
export async function usersSignedInSince(
  db: Db,
  userIds: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: sessions.subjectId })
    .from(sessions)
    .where(
      and(
        eq(sessions.subjectKind, 'user'),
        inArray(sessions.subjectId, [...userIds]),
        isNull(sessions.impersonatorId),
        gte(sessions.createdAt, since),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
