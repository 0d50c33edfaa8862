import { and, eq, isNotNull } from 'drizzle-orm';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { newLinkToken } from './link-tokens.ts';
import type { CreatedDocument, ProviderStatus, SigningProvider } from './provider.ts';
import type { SignerRole } from '@matchday/shared';
import { signingDocuments, signingSigners } from './signing.tables.ts';

/**
 * The built-in signer behind the provider interface: "creating" a document mints one one-time
 * link per party (/token/sign/<token>); the service keeps only their hashes. Status, download
 * and archive read this platform's own rows and files (ids are our document ids).
 */
export function builtInProvider(deps: { db: Db; storage: FileStorage; publicUrl: string }) {
  const provider: SigningProvider = {
    name: 'builtin',
    async createDocument(input): Promise<CreatedDocument> {
      const links = {} as Record<SignerRole, string>;
      for (const p of input.parties) {
        links[p.role] = appUrl(deps.publicUrl, `/token/sign/${newLinkToken()}`);
      }
      return { externalId: null, links };
    },
    async status(documentId): Promise<ProviderStatus> {
      const [doc] = await deps.db
        .select({ state: signingDocuments.state })
        .from(signingDocuments)
        .where(eq(signingDocuments.id, documentId));
      const signed = await deps.db
        .select({ id: signingSigners.id, signedAt: signingSigners.signedAt })
        .from(signingSigners)
        .where(and(eq(signingSigners.documentId, documentId), isNotNull(signingSigners.signedAt)));
      return {
        state: !doc
          ? 'failed'
          : doc.state === 'pending' || doc.state === 'creating'
            ? 'pending'
            : 'closed',
        signed: signed.map((s) => ({ partyId: s.id, signedAt: s.signedAt!.toISOString() })),
      };
    },
    async download(documentId) {
      const [doc] = await deps.db
        .select({ key: signingDocuments.signedKey })
        .from(signingDocuments)
        .where(eq(signingDocuments.id, documentId));
      return doc?.key ? deps.storage.get(doc.key) : null;
    },
    async archive() {
      // Built-in documents stay in our storage; archiving is the state change the service makes.
    },
  };
  return provider;
}
