import {
  ADMIN_AUDIT_FIELDS,
  findIncubator,
  updateAdminInput,
  type AdminAuditAction,
} from '@matchday/shared';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, AdminActor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { admins, companies } from '../accounts/accounts.tables.ts';
import { sendInvitation } from '../auth/invitations.service.ts';
import { eventSummaries } from '../events/event-summaries.service.ts';
import { adminAudit, type AdminFieldChange } from './admins.tables.ts';
import { toConsoleAdmin, type ConsoleAdmin } from './console-people.service.ts';

/**
 * Managing admins: a full ADMIN edits an admin's name, kind and the kind's
 * filter, disables or enables it and resends its invitation. Every change is written to the
 * audit trail (admin_audit) in the same transaction.
 *
 * Effective on the admin's next request: the actor resolver reads the admin row on every request
 * with no cache (modules/auth/actor-resolver.ts), so a new incubator, account list or set of
 * hosted events counts at once. Disabling and a change of kind also raise `sessionVersion`: every
 * access and refresh token issued before is refused, so a disabled admin is out on its next
 * request, and an admin of a new kind signs in again into the console of that kind.
 */

type AdminRow = typeof admins.$inferSelect;
const adminId = z.uuid('No such admin');

/** The admin row, locked for this transaction (an edit and setEventHosts do not interleave). */
async function lockAdmin(tx: Db, id: unknown): Promise<AdminRow> {
  const parsed = adminId.safeParse(id);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'No such admin');
  const [row] = await tx.select().from(admins).where(eq(admins.id, parsed.data)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such admin');
  return row;
}

/** Writes one audit row in the caller's transaction. */
export async function auditAdmin(
  tx: Db,
  actor: AdminActor,
  targetId: string,
  action: AdminAuditAction,
  changes: AdminFieldChange[] = [],
) {
  const [me] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, actor.id));
  await tx.insert(adminAudit).values({
    adminId: targetId,
    actorId: actor.id,
    actorName: me?.name ?? 'An admin',
    action,
    changes,
  });
}

function asAdminActor(actor: Actor): AdminActor {
  assertCan(actor, 'manageAdmins', 'Only an ADMIN may manage admins');
  if (actor.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only an ADMIN may manage admins');
  return actor;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** One admin with the names behind its filter, for the console's manage drawer. */
export async function getAdminAccount(db: Db, actor: Actor, id: unknown): Promise<ConsoleAdmin> {
  asAdminActor(actor);
  const parsed = adminId.safeParse(id);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'No such admin');
  const [row] = await db.select().from(admins).where(eq(admins.id, parsed.data));
  if (!row) throw new AppError('NOT_FOUND', 'No such admin');
  return toConsoleAdmin(row);
}

/** The events of a host's `hosting` list, by start. */
export const hostedEventsOf = eventSummaries;

/** The companies of a consortium member's account list, by name. */
export async function filteredAccountsOf(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(inArray(companies.id, ids))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id));
}

/** Names the position of each unknown id in a list, for the form (`hosting.2`). */
function unknownIds(field: string, given: string[], known: string[], message: string) {
  return given
    .map((id, i) => (known.includes(id) ? null : { field: `${field}.${i}`, message }))
    .filter((x) => x !== null);
}

/**
 * Edits an admin: name, kind and the kind's filter together. A filter of another kind is
 * refused; on a kind change the old kind's filter is cleared. Unknown events or companies are
 * named per entry. An ADMIN does not change its own kind (it would lock itself out). Nothing
 * changed: nothing written, no audit row.
 */
export async function updateAdminAccount(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<ConsoleAdmin> {
  const me = asAdminActor(actor);
  const v = parseInput(updateAdminInput, input);
  const next = {
    name: v.name,
    adminType: v.adminType,
    incubator:
      v.adminType === 'INCUBATOR' && v.incubator ? (findIncubator(v.incubator)?.id ?? null) : null,
    hosting: v.adminType === 'EVENT_HOST' ? [...new Set(v.hosting ?? [])] : [],
    accountFilter: v.adminType === 'CONSORTIUM_MEMBER' ? [...new Set(v.accountFilter ?? [])] : [],
  };
  return db.transaction(async (tx) => {
    const row = await lockAdmin(tx, id);
    if (row.id === me.id && next.adminType !== row.adminType) {
      throw new AppError('CONFLICT', 'You cannot change your own kind; ask another ADMIN', {
        fields: [{ field: 'adminType', message: 'You cannot change your own kind' }],
      });
    }
    const fields: { field: string; message: string }[] = [];
    if (next.hosting.length) {
      const known = (await eventSummaries(tx, next.hosting)).map((e) => e.id);
      fields.push(...unknownIds('hosting', next.hosting, known, 'This event no longer exists'));
    }
    if (next.accountFilter.length) {
      const found = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, next.accountFilter));
      const known = found.map((c) => c.id);
      fields.push(
        ...unknownIds('accountFilter', next.accountFilter, known, 'This company no longer exists'),
      );
    }
    if (fields.length) {
      throw new AppError('BAD_REQUEST', fields[0]!.message, { fields });
    }
    const changes: AdminFieldChange[] = [];
    for (const field of ADMIN_AUDIT_FIELDS) {
      const before = row[field];
      const after = next[field];
      const changed =
        Array.isArray(before) && Array.isArray(after) ? !sameList(before, after) : before !== after;
      if (changed) changes.push({ field, before, after });
    }
    if (!changes.length) return toConsoleAdmin(row);
    const kindChanged = next.adminType !== row.adminType;
    const [updated] = await tx
      .update(admins)
      .set({
        ...next,
        updatedAt: new Date(),
        ...(kindChanged ? { sessionVersion: sql`${admins.sessionVersion} + 1` } : {}),
      })
      .where(eq(admins.id, row.id))
      .returning();
    await auditAdmin(tx, me, row.id, 'UPDATED', changes);
    return toConsoleAdmin(updated!);
  });
}

/**
 * Disables an admin (refused from its next request on: every token it holds ends) or enables it
 * again (it signs in anew). An ADMIN does not disable itself. Setting what is already so changes
 * nothing and writes no audit row.
 */
export async function setAdminDisabled(
  db: Db,
  actor: Actor,
  id: unknown,
  disabled: boolean,
): Promise<ConsoleAdmin> {
  const me = asAdminActor(actor);
  return db.transaction(async (tx) => {
    const row = await lockAdmin(tx, id);
    if (disabled && row.id === me.id) {
      throw new AppError('CONFLICT', 'You cannot disable your own account');
    }
    if ((row.disabledAt !== null) === disabled) return toConsoleAdmin(row);
    const now = new Date();
    const [updated] = await tx
      .update(admins)
      .set({
        disabledAt: disabled ? now : null,
        sessionVersion: sql`${admins.sessionVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(admins.id, row.id))
      .returning();
    await auditAdmin(tx, me, row.id, disabled ? 'DISABLED' : 'ENABLED');
    return toConsoleAdmin(updated!);
  });
}

/**
 * Mails an invited admin (no password yet) a fresh set-password link; the previous link stops
 * working. Refused for an admin that has set its password (it uses "Forgot password") or is
 * disabled.
 */
export async function resendAdminInvitation(
  ctx: { db: Db; publicUrl: string },
  actor: Actor,
  id: unknown,
): Promise<ConsoleAdmin> {
  const me = asAdminActor(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await lockAdmin(tx, id);
    if (row.passwordHash !== null) {
      throw new AppError(
        'CONFLICT',
        `${row.name} has already set a password; they can use “Forgot password” on the sign-in page`,
      );
    }
    if (row.disabledAt !== null) {
      throw new AppError('CONFLICT', `${row.name} is disabled; enable them first`);
    }
    await sendInvitation(
      ctx,
      tx,
      { kind: 'admin', id: row.id, email: row.email, name: row.name },
      { template: 'verify-admin' },
    );
    await auditAdmin(tx, me, row.id, 'INVITATION_RESENT');
    return toConsoleAdmin(row);
  });
}

export type AdminAuditEntry = typeof adminAudit.$inferSelect;

/** The audit trail of one admin, newest first (at most 100 entries). */
export async function adminAuditTrail(
  db: Db,
  actor: Actor,
  id: unknown,
): Promise<AdminAuditEntry[]> {
  asAdminActor(actor);
  const parsed = adminId.safeParse(id);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'No such admin');
  return db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.adminId, parsed.data))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(100);
}
