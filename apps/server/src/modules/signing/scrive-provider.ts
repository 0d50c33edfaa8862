import { AppError } from '../../platform/errors.ts';
import type {
  CreateDocumentInput,
  CreatedDocument,
  ProviderStatus,
  SigningProvider,
} from './provider.ts';
import type { SignerRole } from '@matchday/shared';

export type ScriveConfig = {
  /** e.g. https://api-testbed.scrive.com */
  url: string;
  apiToken: string;
  apiSecret: string;
  accessToken: string;
  accessSecret: string;
  /** Our public URL: Scrive calls back to <publicUrl>/api/scrive/callback. */
  publicUrl: string;
  /** How long one call may take before Scrive counts as not answering (default 30 s). */
  timeoutMs?: number;
};

/** What Scrive's API v2 answers for a document (the fields we read). */
export type ScriveDocument = {
  id: string;
  title: string;
  status:
    'preparation' | 'pending' | 'closed' | 'canceled' | 'timedout' | 'rejected' | 'document_error';
  object_version: number;
  parties: ScriveParty[];
};
export type ScriveParty = {
  id: string;
  is_author?: boolean;
  is_signatory: boolean;
  signatory_role?: string;
  delivery_method?: string;
  sign_time: string | null;
  api_delivery_url?: string | null;
  fields: { type: string; order?: number; value?: string }[];
};

export class ScriveError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(`Scrive ${status} ${errorType}: ${message}`);
  }
}

export const SIGNING_SERVICE_DOWN =
  'The signing service is not answering; try again in a few minutes';

/** Scrive unreachable, timed out or answering that it is unavailable: 503, worth retrying. */
const notAnswering = () =>
  new AppError('UNAVAILABLE', SIGNING_SERVICE_DOWN, { retryAfterSeconds: 120 });

/** The file name Scrive titles a new document by; our document id makes it findable again. */
export const fileNameFor = (documentId: string) => `agreement-${documentId}.pdf`;

/**
 * Scrive's REST API v2 (documents/new, update, start, get, files/main, trash, list) with OAuth
 * 1.0 PLAINTEXT credentials. A crash after documents/new but before its id was recorded is
 * recovered by listing documents whose title carries our document id (the uploaded file's
 * name), so an interrupted create never makes a second document.
 */
export function scriveProvider(config: ScriveConfig): SigningProvider {
  const base = config.url.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 30_000;
  const authorization = `oauth_signature_method="PLAINTEXT", oauth_consumer_key="${config.apiToken}", oauth_token="${config.accessToken}", oauth_signature="${config.apiSecret}&${config.accessSecret}"`;

  async function call(method: 'GET' | 'POST', path: string, body?: FormData | URLSearchParams) {
    let res: Response;
    try {
      res = await fetch(`${base}/api/v2/${path}`, {
        method,
        headers: { authorization },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      // Refused connection, unknown host, reset or timeout: Scrive is not answering.
      throw notAnswering();
    }
    if (res.status === 502 || res.status === 503 || res.status === 504) throw notAnswering();
    if (!res.ok) {
      const text = await res.text();
      let errorType = 'unknown';
      let message = text.slice(0, 300);
      try {
        const json = JSON.parse(text) as { error_type?: string; error_message?: string };
        errorType = json.error_type ?? errorType;
        message = json.error_message ?? message;
      } catch {
        // not JSON: keep the text
      }
      throw new ScriveError(res.status, errorType, message);
    }
    return res;
  }
  const json = async <T>(res: Response) => (await res.json()) as T;
  const get = async (id: string) =>
    json<ScriveDocument>(await call('GET', `documents/${encodeURIComponent(id)}/get`));

  async function findByDocumentId(documentId: string): Promise<string | null> {
    const filter = JSON.stringify([{ filter_by: 'text', text: documentId }]);
    const res = await call('GET', `documents/list?filter=${encodeURIComponent(filter)}`);
    const list = await json<{ documents: ScriveDocument[] }>(res);
    const mine = list.documents.filter((d) => d.title.includes(documentId));
    return mine[0]?.id ?? null;
  }

  function partiesFor(input: CreateDocumentInput, doc: ScriveDocument) {
    const author = doc.parties.find((p) => p.is_author);
    return [
      ...(author ? [{ ...author, is_signatory: false }] : []),
      ...input.parties.map((p) => ({
        is_signatory: true,
        signatory_role: 'signing_party',
        delivery_method: 'api',
        confirmation_delivery_method: 'none',
        fields: [
          { type: 'name', order: 1, value: p.name },
          { type: 'email', value: p.email },
          { type: 'company', value: p.organisation },
        ],
      })),
    ];
  }

  const emailOf = (p: ScriveParty) => p.fields.find((f) => f.type === 'email')?.value ?? '';

  return {
    name: 'scrive',
    async createDocument(input): Promise<CreatedDocument> {
      let id = input.externalId;
      if (!id && input.resume) id = await findByDocumentId(input.documentId);
      if (!id) {
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array(input.pdf)], { type: 'application/pdf' }),
          fileNameFor(input.documentId),
        );
        form.append('saved', 'true');
        const created = await json<ScriveDocument>(await call('POST', 'documents/new', form));
        id = created.id;
        await input.recordExternalId(id);
      } else if (id !== input.externalId) {
        await input.recordExternalId(id);
      }
      let doc = await get(id);
      for (let attempt = 0; doc.status === 'preparation' && attempt < 3; attempt += 1) {
        try {
          const update = new URLSearchParams({
            document: JSON.stringify({
              title: input.title,
              api_callback_url: `${config.publicUrl.replace(/\/+$/, '')}/api/scrive/callback`,
              parties: partiesFor(input, doc),
            }),
            object_version: String(doc.object_version),
          });
          doc = await json<ScriveDocument>(
            await call('POST', `documents/${encodeURIComponent(id)}/update`, update),
          );
          doc = await json<ScriveDocument>(
            await call('POST', `documents/${encodeURIComponent(id)}/start`, new URLSearchParams()),
          );
        } catch (error) {
          // 409: someone else moved it meanwhile (started, or a newer object_version): read again.
          if (!(error instanceof ScriveError) || error.status !== 409) throw error;
          doc = await get(id);
        }
      }
      if (doc.status !== 'pending' && doc.status !== 'closed') {
        throw new AppError('CONFLICT', `The Scrive document is ${doc.status}; it cannot be signed`);
      }
      const links = {} as Record<SignerRole, string>;
      const partyIds: Partial<Record<SignerRole, string>> = {};
      for (const p of input.parties) {
        const party = doc.parties.find(
          (q) =>
            q.is_signatory &&
            emailOf(q).toLowerCase() === p.email.toLowerCase() &&
            !partyIds[p.role] &&
            !Object.values(partyIds).includes(q.id),
        );
        if (!party?.api_delivery_url) {
          throw new AppError('CONFLICT', `Scrive gave no signing link for the ${p.role} party`);
        }
        links[p.role] = new URL(party.api_delivery_url, base).toString();
        partyIds[p.role] = party.id;
      }
      return { externalId: id, links, partyIds };
    },
    async status(externalId): Promise<ProviderStatus> {
      const doc = await get(externalId);
      return {
        state:
          doc.status === 'preparation' || doc.status === 'pending' || doc.status === 'closed'
            ? doc.status
            : 'failed',
        signed: doc.parties
          .filter((p) => p.is_signatory && p.sign_time)
          .map((p) => ({ partyId: p.id, signedAt: p.sign_time! })),
      };
    },
    async download(externalId) {
      const doc = await get(externalId);
      if (doc.status !== 'closed') return null;
      const res = await call(
        'GET',
        `documents/${encodeURIComponent(externalId)}/files/main/${encodeURIComponent(fileNameFor(externalId))}`,
      );
      return new Uint8Array(await res.arrayBuffer());
    },
    async archive(externalId) {
      await call(
        'POST',
        `documents/${encodeURIComponent(externalId)}/trash`,
        new URLSearchParams(),
      );
    },
  };
}
