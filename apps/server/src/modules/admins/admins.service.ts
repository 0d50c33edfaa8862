import { can, createAdminInput, findIncubator, roleOf } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { sendInvitation } from '../auth/invitations.service.ts';
import { createAdmin as insertAdmin } from '../accounts/accounts.service.ts';
import { admins } from '../accounts/accounts.tables.ts';
import { toConsoleAdmin, type ConsoleAdmin } from './console-people.service.ts';
import { auditAdmin } from './admin-management.service.ts';

/**
 * A full ADMIN creates an admin of any kind with its filter (incubator, hosted events or
 * account ids). The new admin has no password: the `verify-admin` mail carries the identity
 * module's one-time invitation link (/token/invite/<token>) to set one.
 */
export async function createAdminAccount(
  ctx: { db: Db; publicUrl: string },
  actor: Actor,
  input: unknown,
): Promise<ConsoleAdmin> {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (actor.kind !== 'admin' || !can(roleOf(actor), 'manageAdmins')) {
    throw new AppError('FORBIDDEN', 'Only an ADMIN may create admins');
  }
  const v = parseInput(createAdminInput, input);
  return ctx.db.transaction(async (tx) => {
    const { id } = await insertAdmin(tx, {
      email: v.email,
      name: v.name,
      adminType: v.adminType,
      incubator: v.incubator ? (findIncubator(v.incubator)?.id ?? null) : null,
      hosting: v.hosting ?? [],
      accountFilter: v.accountFilter ?? [],
    });
    await sendInvitation(
      ctx,
      tx,
      { kind: 'admin', id, email: v.email, name: v.name },
      { template: 'verify-admin' },
    );
    await auditAdmin(tx, actor, id, 'CREATED');
    const [row] = await tx.select().from(admins).where(eq(admins.id, id));
    return toConsoleAdmin(row!);
  });
}
