import type { Credentials } from '@matchday/shared';
import { assertCan } from '../../platform/authorize.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountById } from '../accounts/accounts.service.ts';
import type { AuthContext } from './auth-context.types.ts';
import { impersonations } from './auth.tables.ts';
import { credentialsFor } from './credentials.ts';
import { startSession } from './sessions.service.ts';

/** Impersonation credentials end after one hour, refresh or not. */
export const IMPERSONATION_LIFETIME_MS = 60 * 60_000;

export type ImpersonationCredentials = Credentials & {
  impersonation: { adminId: string; until: string };
};

/**
 * POST /api/impersonate: a full ADMIN receives short-lived credentials of a user. The access
 * token names the admin (`act`), and the audit table records who, whom, when and until when.
 */
export async function impersonate(
  ctx: AuthContext,
  actor: Actor,
  input: { userId: string; deviceId: string },
): Promise<ImpersonationCredentials> {
  assertCan(actor, 'impersonate', 'Only an ADMIN may impersonate');
  const target = await findAccountById(ctx.db, 'user', input.userId);
  if (!target) throw new AppError('NOT_FOUND', 'No such user');
  if (!target.active) throw new AppError('CONFLICT', 'This account is deactivated');
  const until = new Date(Date.now() + IMPERSONATION_LIFETIME_MS);
  return ctx.db.transaction(async (tx) => {
    const session = await startSession(tx, {
      subject: { kind: 'user', id: target.id },
      subjectVersion: target.sessionVersion,
      deviceId: input.deviceId,
      expiresAt: until,
      impersonatorId: actor.id,
    });
    await tx.insert(impersonations).values({
      adminId: actor.id,
      userId: target.id,
      sessionFamily: session.family,
      deviceId: input.deviceId,
      until,
    });
    ctx.log.warn(
      {
        event: 'impersonation',
        adminId: actor.id,
        accountId: target.id,
        deviceId: input.deviceId,
        until,
      },
      'admin impersonates a user',
    );
    const credentials = await credentialsFor(ctx, tx, session);
    return { ...credentials, impersonation: { adminId: actor.id, until: until.toISOString() } };
  });
}
