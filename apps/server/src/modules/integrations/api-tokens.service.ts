import { apiTokenInput, type ApiScope } from '@matchday/shared';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Actor, AdminActor } from '../../platform/actor.ts';
import { assertCan, reachFor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { loadActorAccount } from '../accounts/session-user.ts';
import { apiTokens, apiTokenUses } from './integrations.tables.ts';

/** Read-API tokens (decision 104): made, listed and revoked by their admin. */

const TOKEN_PREFIX = 'mdt_';
const tokenId = z.uuid('No such token');

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type ApiTokenView = Omit<ApiTokenRow, 'tokenHash'> & { active: boolean };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toView(row: ApiTokenRow, now = new Date()): ApiTokenView {
  const { tokenHash: _hash, ...rest } = row;
  return { ...rest, active: !row.revokedAt && row.expiresAt > now };
}

/** Whose tokens the actor manages, by the permission table: every admin's ('all'), else its own. */
function ownerWhere(actor: AdminActor) {
  return reachFor(actor, 'manageApiTokens') === 'all' ? undefined : eq(apiTokens.adminId, actor.id);
}

function adminOnly(actor: Actor): AdminActor {
  assertCan(actor, 'manageApiTokens');
  if (actor.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only admins make API tokens');
  return actor;
}

/**
 * A new token for the calling admin: its secret is in the answer once and never again (only
 * its SHA-256 is kept). The token reads with the admin's reach, narrowed by its scopes.
 */
export async function createApiToken(db: Db, actor: Actor, input: unknown) {
  const admin = adminOnly(actor);
  const v = parseInput(apiTokenInput, input);
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      adminId: admin.id,
      name: v.name,
      scopes: v.scopes,
      prefix: token.slice(0, TOKEN_PREFIX.length + 6),
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + v.expiresInDays * 86_400_000),
    })
    .returning();
  return { ...toView(row!), token };
}

/** The tokens the actor manages, newest first, with their use counts. */
export async function listApiTokens(db: Db, actor: Actor): Promise<ApiTokenView[]> {
  const admin = adminOnly(actor);
  const rows = await db
    .select()
    .from(apiTokens)
    .where(ownerWhere(admin))
    .orderBy(desc(apiTokens.createdAt))
    .limit(200);
  return rows.map((r) => toView(r));
}

/** Revokes a token at once; its next use is refused. Outside the actor's tokens: not found. */
export async function revokeApiToken(db: Db, actor: Actor, id: unknown): Promise<ApiTokenView> {
  const admin = adminOnly(actor);
  const tokenIdValue = parseInput(tokenId, id);
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
    .where(and(eq(apiTokens.id, tokenIdValue), ownerWhere(admin)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such token');
  return toView(row);
}

/** The actor a token reads as: its admin, now, with the token's id and scopes. */
export type TokenActor = AdminActor & { apiToken: { id: string; scopes: ApiScope[] } };

/**
 * `Authorization: Bearer mdt_…` → the token's actor, or null when the token is unknown,
 * revoked, expired, or its admin is disabled. The admin's kind, hosting and filters are read
 * now, so an EVENT_HOST's token follows its current hosted events.
 */
export async function actorOfApiToken(db: Db, token: string): Promise<TokenActor | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashOf(token)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  const account = await loadActorAccount(db, 'admin', row.adminId);
  if (!account?.active || account.actor.kind !== 'admin') return null;
  return { ...account.actor, apiToken: { id: row.id, scopes: row.scopes } };
}

/** Uses of a token within the last `seconds` (the rate limit's window). */
export async function recentUses(db: Db, id: string, seconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokenUses)
    .where(
      and(
        eq(apiTokenUses.tokenId, id),
        gt(apiTokenUses.at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.n ?? 0;
}

/** Records one use of a token (audit) and when it was last used. */
export async function recordUse(
  db: Db,
  id: string,
  use: { method: string; path: string; status: number },
) {
  await db.transaction(async (tx) => {
    await tx.insert(apiTokenUses).values({ tokenId: id, ...use });
    await tx
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiTokens.id, id));
  });
}

/** The latest uses of a token the actor manages (the audit trail shown on the page). */
export async function apiTokenUsesOf(db: Db, actor: Actor, id: unknown, limit = 50) {
  const admin = adminOnly(actor);
  const tokenIdValue = parseInput(tokenId, id);
  const [token] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, tokenIdValue), ownerWhere(admin)));
  if (!token) throw new AppError('NOT_FOUND', 'No such token');
  return db
    .select()
    .from(apiTokenUses)
    .where(eq(apiTokenUses.tokenId, token.id))
    .orderBy(desc(apiTokenUses.at))
    .limit(Math.min(Math.max(limit, 1), 200));
}
