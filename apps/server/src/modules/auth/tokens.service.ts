import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { oneTimeTokens, type OneTimeTokenKind, type SubjectKind } from './auth.tables.ts';
import { hashToken, newOpaqueToken } from './crypto.ts';

/** How long each kind of e-mail link stays valid. */
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  verify: 48 * 3600_000,
  reset: 3600_000,
  invite: 7 * 24 * 3600_000,
  login: 15 * 60_000,
};

/** Mails carrying a link (verify, reset) go out at most this often per account. */
export const MAIL_INTERVAL_MS = 60_000;

export type Subject = { kind: SubjectKind; id: string };

/**
 * Issues a one-time token for a link. Only its SHA-256 is stored; any earlier unused token of the
 * same kind for the same account is voided, so only the newest link works.
 */
export async function issueOneTimeToken(tx: Db, kind: OneTimeTokenKind, subject: Subject) {
  const now = new Date();
  await tx
    .update(oneTimeTokens)
    .set({ voidedAt: now })
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.subjectKind, subject.kind),
        eq(oneTimeTokens.subjectId, subject.id),
        isNull(oneTimeTokens.usedAt),
        isNull(oneTimeTokens.voidedAt),
      ),
    );
  const token = newOpaqueToken();
  const [row] = await tx
    .insert(oneTimeTokens)
    .values({
      kind,
      subjectKind: subject.kind,
      subjectId: subject.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
    })
    .returning({ id: oneTimeTokens.id, expiresAt: oneTimeTokens.expiresAt });
  return { token, id: row!.id, expiresAt: row!.expiresAt };
}

/**
 * Spends a token: one conditional UPDATE, so of two concurrent uses exactly one wins. Returns the
 * account it belongs to, or null when it is unknown, of another kind, used, voided or expired.
 */
export async function consumeOneTimeToken(
  tx: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<Subject | null> {
  const now = new Date();
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        isNull(oneTimeTokens.voidedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ kind: oneTimeTokens.subjectKind, id: oneTimeTokens.subjectId });
  return row ?? null;
}

/**
 * The account a token would be spent for, without spending it (the link screens ask before they
 * ask for a password). Null when unknown, of another kind, used, voided or expired.
 */
export async function peekOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<Subject | null> {
  const [row] = await db
    .select({ kind: oneTimeTokens.subjectKind, id: oneTimeTokens.subjectId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        isNull(oneTimeTokens.voidedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** When the newest still-usable token of this kind was issued (to space out re-sends). */
export async function lastIssuedAt(db: Db, kind: OneTimeTokenKind, subject: Subject) {
  const [row] = await db
    .select({ createdAt: oneTimeTokens.createdAt })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.subjectKind, subject.kind),
        eq(oneTimeTokens.subjectId, subject.id),
        isNull(oneTimeTokens.usedAt),
        isNull(oneTimeTokens.voidedAt),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
