import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../accounts/accounts.tables.ts';

/**
 * An invitation to join a company's team (docs/decisions/035): the name, e-mail and title the
 * inviter typed, and the SHA-256 of the link's token. It is no account: inviting never looks at
 * or creates one, so it reveals nothing about the address and blocks no one's own sign-up. The
 * link (/token/invite/<token>) creates the member when it is accepted. A row is an open
 * invitation: accepting or withdrawing it deletes it (no personal data stays behind). One per
 * company and address; inviting again replaces its token (the old link stops working).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased as typed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the newest link was mailed (inviting again re-sends). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('team_invitations_company_email_idx').on(t.companyId, t.email)],
);
