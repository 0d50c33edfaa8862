import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { SigningProvider } from './provider.ts';

/** What the signing services need: the database, file storage, links, and Scrive if configured. */
export type SigningDeps = {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  /** Set when SCRIVE_URL and its credentials are configured: agreements then go to Scrive. */
  scrive: SigningProvider | null;
};

/** A one-time signing link lives 30 days. */
export const LINK_DAYS = 30;
export const LINK_MS = LINK_DAYS * 24 * 60 * 60 * 1000;
