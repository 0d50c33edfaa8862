import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { impersonations, oneTimeTokens, sessions, type SubjectKind } from './auth.tables.ts';
import { verifyPassword } from './passwords.ts';

/** Sign-ins (sessions) and impersonations of an account, for its data export. No secrets. */
export async function authRecordsOf(db: Db, subject: { kind: SubjectKind; id: string }) {
  const signIns = await db
    .select({
      family: sessions.family,
      deviceId: sessions.deviceId,
      createdAt: sessions.createdAt,
      usedAt: sessions.usedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      impersonatorId: sessions.impersonatorId,
    })
    .from(sessions)
    .where(and(eq(sessions.subjectKind, subject.kind), eq(sessions.subjectId, subject.id)))
    .orderBy(asc(sessions.createdAt));
  const impersonated =
    subject.kind === 'user'
      ? await db
          .select({
            adminId: impersonations.adminId,
            startedAt: impersonations.startedAt,
            until: impersonations.until,
          })
          .from(impersonations)
          .where(eq(impersonations.userId, subject.id))
      : [];
  return { sessions: signIns, impersonations: impersonated };
}

/**
 * Erasure of an account's identity records: sessions and one-time links are deleted, which
 * ends every session at once (the actor resolver finds no live session).
 */
export async function forgetAuthRecordsOf(tx: Db, subject: { kind: SubjectKind; id: string }) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.subjectKind, subject.kind), eq(sessions.subjectId, subject.id)));
  await tx
    .delete(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.subjectKind, subject.kind), eq(oneTimeTokens.subjectId, subject.id)),
    );
}

export { verifyPassword };
