import type { SignerRole, SigningProviderName } from '@matchday/shared';

/** A party as the provider sees it. */
export type ProviderParty = { role: SignerRole; name: string; email: string; organisation: string };

export type CreateDocumentInput = {
  /** Our document id: the idempotency key of the create call. */
  documentId: string;
  title: string;
  pdf: Uint8Array;
  parties: ProviderParty[];
  /** The provider's id when a previous (interrupted) attempt recorded one. */
  externalId: string | null;
  /** A previous attempt may have created the document without recording its id. */
  resume: boolean;
  /** Called as soon as the provider has named the document, before anything else happens. */
  recordExternalId(externalId: string): Promise<void>;
};

export type CreatedDocument = {
  externalId: string | null;
  /** Each party's signing link, by role. */
  links: Record<SignerRole, string>;
  /** The provider's party ids, by role (Scrive). */
  partyIds?: Partial<Record<SignerRole, string>>;
};

export type ProviderStatus = {
  /** pending: out for signature; closed: every party signed and the file is sealed. */
  state: 'preparation' | 'pending' | 'closed' | 'failed';
  /** Parties that have signed, by the provider's party id (ours: the signer row's id). */
  signed: { partyId: string; signedAt: string }[];
};

/**
 * Where an agreement is signed (ARCHITECTURE.md "E-signature", docs/decisions/062): the
 * built-in signer (one-time links on this platform) or Scrive's REST API v2, chosen by
 * configuration. The signing services speak only this interface.
 */
export interface SigningProvider {
  readonly name: SigningProviderName;
  createDocument(input: CreateDocumentInput): Promise<CreatedDocument>;
  status(externalId: string): Promise<ProviderStatus>;
  /** The sealed file once closed, else null. */
  download(externalId: string): Promise<Uint8Array | null>;
  archive(externalId: string): Promise<void>;
}
