import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { admins } from '../accounts/accounts.tables.ts';
import { findAccountById } from '../accounts/accounts.service.ts';
import { impersonationsOf } from '../auth/impersonation-audit.ts';

export const USER_HISTORY_ACTIONS = [
  'IMPERSONATION_STARTED',
  'IMPERSONATION_STOPPED',
  'IMPERSONATION_RAN_OUT',
] as const;
export type UserHistoryAction = (typeof USER_HISTORY_ACTIONS)[number];

/** One line of a person's history: what happened, when, and which admin did it. */
export type UserHistoryEntry = {
  id: string;
  action: UserHistoryAction;
  at: Date;
  actorId: string;
  /** The admin's current name; "A removed admin" when the admin is gone. */
  actorName: string;
};

const userId = z.uuid();

/**
 * A person's history for the console, newest first: every time an admin viewed the app as them
 * — when it began, and when it was stopped or ran out (the impersonation audit of the identity
 * module, decision 083).
 */
export async function userHistory(db: Db, actor: Actor, id: unknown): Promise<UserHistoryEntry[]> {
  assertCan(actor, 'viewUserHistory', 'Only an ADMIN may read a person’s history');
  const parsed = userId.safeParse(id);
  const person = parsed.success ? await findAccountById(db, 'user', parsed.data) : null;
  if (!person) throw new AppError('NOT_FOUND', 'No such person');
  const records = await impersonationsOf(db, person.id);
  const adminIds = [...new Set(records.map((r) => r.adminId))];
  const names = new Map(
    adminIds.length
      ? (
          await db
            .select({ id: admins.id, name: admins.name })
            .from(admins)
            .where(inArray(admins.id, adminIds))
        ).map((a) => [a.id, a.name || 'An admin'])
      : [],
  );
  const now = Date.now();
  const entries: UserHistoryEntry[] = [];
  for (const r of records) {
    const by = { actorId: r.adminId, actorName: names.get(r.adminId) ?? 'A removed admin' };
    entries.push({ id: `${r.id}:start`, action: 'IMPERSONATION_STARTED', at: r.startedAt, ...by });
    if (r.endedAt) {
      entries.push({ id: `${r.id}:stop`, action: 'IMPERSONATION_STOPPED', at: r.endedAt, ...by });
    } else if (r.until.getTime() <= now) {
      entries.push({ id: `${r.id}:end`, action: 'IMPERSONATION_RAN_OUT', at: r.until, ...by });
    }
  }
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
}
