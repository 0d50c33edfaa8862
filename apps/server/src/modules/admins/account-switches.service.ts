import type { AdminType } from '@matchday/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { admins, users } from '../accounts/accounts.tables.ts';
import { auditAdmin } from './admin-management.service.ts';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * Switches that end sessions: the actor resolver and the refresh call read `disabledAt` and
 * `sessionVersion` on every request, so the change takes effect on the next request.
 */

/** A full ADMIN disables (or re-enables) a user; a disabled user's sessions end at once. */
export async function setUserDisabled(db: Db, actor: Actor, userId: string, disabled: boolean) {
  assertCan(actor, 'disableUsers', 'Only an ADMIN may do this');
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', 'No such user');
  const now = new Date();
  const [updated] = await db
    .update(users)
    .set({
      disabledAt: disabled ? now : null,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated) throw new AppError('NOT_FOUND', 'No such user');
}

/** A full ADMIN changes an admin's kind; every session issued under the old kind ends. */
export async function changeAdminType(db: Db, actor: Actor, adminId: string, adminType: AdminType) {
  assertCan(actor, 'changeAdminType', 'Only an ADMIN may do this');
  if (!isUuid(adminId)) throw new AppError('NOT_FOUND', 'No such admin');
  if (actor.kind === 'admin' && actor.id === adminId) {
    throw new AppError('CONFLICT', 'You cannot change your own kind; ask another ADMIN');
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ adminType: admins.adminType })
      .from(admins)
      .where(eq(admins.id, adminId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'No such admin');
    await tx
      .update(admins)
      .set({ adminType, sessionVersion: sql`${admins.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, adminId));
    if (actor.kind === 'admin' && before.adminType !== adminType) {
      await auditAdmin(tx, actor, adminId, 'UPDATED', [
        { field: 'adminType', before: before.adminType, after: adminType },
      ]);
    }
  });
}
