import { sql } from 'drizzle-orm';
import type { FilePurpose, StoredType } from '@matchday/shared';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export { FILE_PURPOSES, STORED_TYPES, type FilePurpose, type StoredType } from '@matchday/shared';

/**
 * One uploaded file. The bytes live in the storage driver under a generated key (never the
 * client's name); the client's name is kept for display only. Images are stored re-encoded,
 * with a thumbnail. `ownerCompanyId` is the company the file belongs to (null: an admin's own).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    contentType: text('content_type').$type<StoredType>().notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    originalName: text('original_name'),
    ownerCompanyId: uuid('owner_company_id'),
    uploadedByKind: text('uploaded_by_kind').$type<'user' | 'admin'>().notNull(),
    /** Null once the uploader's account is deleted (the company keeps the file). */
    uploadedById: uuid('uploaded_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_company_idx').on(t.ownerCompanyId),
    index('files_uploader_idx').on(t.uploadedByKind, t.uploadedById),
    check('files_purpose_check', sql`${t.purpose} in ('logo', 'deck', 'attachment')`),
    check('files_uploaded_by_kind_check', sql`${t.uploadedByKind} in ('user', 'admin')`),
  ],
);
export type FileRow = typeof files.$inferSelect;
