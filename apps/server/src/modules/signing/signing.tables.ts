import type { DocumentState, SignerRole, SigningProviderName } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { grantApplications } from '../grants/grants.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A grant agreement out for signature (DOMAIN.md "Agreement"; docs/decisions/062): one per
 * application. The original PDF and, once every party has signed, the final PDF (original +
 * evidence page, or Scrive's sealed file) live in file storage under keys named by this row;
 * their SHA-256 is kept here. A signed document is never changed again (the services have no
 * path for it, and the database refuses a new final hash once one is set).
 */
export const signingDocuments = pgTable(
  'signing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => grantApplications.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SigningProviderName>().notNull(),
    state: text('state').$type<DocumentState>().notNull(),
    title: text('title').notNull(),
    originalKey: text('original_key').notNull(),
    originalSha256: text('original_sha256').notNull(),
    originalSize: integer('original_size').notNull(),
    signedKey: text('signed_key'),
    signedSha256: text('signed_sha256'),
    signedSize: integer('signed_size'),
    /** Scrive's document id, recorded right after documents/new answers. */
    externalId: text('external_id'),
    /** Set when the provider's create call is about to start (Scrive): a crash after it is found again by this key. */
    createStartedAt: instant('create_started_at'),
    sentBy: uuid('sent_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    signedAt: instant('signed_at'),
    archivedAt: instant('archived_at'),
  },
  (t) => [
    uniqueIndex('signing_documents_application_idx').on(t.applicationId),
    uniqueIndex('signing_documents_external_idx').on(t.provider, t.externalId),
    check('signing_documents_provider_check', sql`${t.provider} in ('builtin', 'scrive')`),
    check(
      'signing_documents_state_check',
      sql`${t.state} in ('creating', 'pending', 'signed', 'archived')`,
    ),
    check(
      'signing_documents_signed_check',
      sql`${t.state} not in ('signed', 'archived') or ${t.signedSha256} is not null`,
    ),
  ],
);
export type SigningDocumentRow = typeof signingDocuments.$inferSelect;

/**
 * One party's signature: who must sign, the one-time link (its SHA-256 only; single use,
 * expiring) and, once signed, the evidence — UTC time, IP, user agent, typed name, consent and
 * the SHA-256 of the document the signer was shown.
 */
export const signingSigners = pgTable(
  'signing_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => signingDocuments.id, { onDelete: 'cascade' }),
    role: text('role').$type<SignerRole>().notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: instant('token_expires_at'),
    /** Scrive's party id and signing link (api_delivery_url, made absolute). */
    externalPartyId: text('external_party_id'),
    externalLink: text('external_link'),
    signedAt: instant('signed_at'),
    signedName: text('signed_name'),
    /** Why the typed name differs from `name` (the signer said so when signing). */
    nameNote: text('name_note'),
    consent: boolean('consent').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256'),
  },
  (t) => [
    uniqueIndex('signing_signers_token_idx').on(t.tokenHash),
    uniqueIndex('signing_signers_role_idx').on(t.documentId, t.role),
    index('signing_signers_email_idx').on(t.email),
    check('signing_signers_role_check', sql`${t.role} in ('startup', 'corporate', 'programme')`),
  ],
);
export type SigningSignerRow = typeof signingSigners.$inferSelect;
