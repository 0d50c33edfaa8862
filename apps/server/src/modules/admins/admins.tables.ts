import type { AdminAuditAction, AdminAuditField } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../accounts/accounts.tables.ts';

/** One changed field of an admin: the value before and after (lists as id lists). */
export type AdminFieldChange = {
  field: AdminAuditField;
  before: string | string[] | null;
  after: string | string[] | null;
};

/**
 * The audit trail of admin management: who created, edited, disabled, enabled
 * or re-invited which admin, when, and which fields changed. Written in the same transaction as
 * the change; never updated. The acting admin's name is kept as it was, so the trail reads the
 * same after a rename.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').$type<AdminAuditAction>().notNull(),
    changes: jsonb('changes')
      .$type<AdminFieldChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_admin_idx').on(t.adminId, t.at),
    check(
      'admin_audit_action_check',
      sql`${t.action} in ('CREATED', 'UPDATED', 'DISABLED', 'ENABLED', 'INVITATION_RESENT')`,
    ),
  ],
);
