import { ApiError, apiErrorOf, networkError } from '../../../lib/api.ts';
import { authorizedFetch } from '../../../lib/authorized-fetch.ts';

/** The signing REST calls (server: http/signing.routes.ts, scrive.routes.ts). */

export type SignerView = {
  id: string;
  role: 'startup' | 'corporate' | 'programme';
  name: string;
  email: string;
  organisation: string;
  signedAt: string | null;
  signedName: string | null;
  /** Why the typed name differs from the name on record, as the signer stated it. */
  nameNote: string | null;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string | null;
};

export type AgreementView = {
  id: string;
  applicationId: string;
  provider: 'builtin' | 'scrive';
  state: 'creating' | 'pending' | 'signed' | 'archived';
  title: string;
  originalSha256: string;
  originalSize: number;
  signedSha256: string | null;
  signedSize: number | null;
  createdAt: string;
  signedAt: string | null;
  signers: SignerView[];
};

export type LinkView = {
  state: 'open' | 'signed' | 'expired' | 'closed';
  title: string;
  documentSha256: string;
  signer: { role: string; name: string; organisation: string; signedAt: string | null };
  parties: { role: string; organisation: string; signed: boolean }[];
  expiresAt: string | null;
};

export type VerifyResult =
  | { matches: true; sha256: string; title: string; signedAt: string; parties: string[] }
  | { matches: false; sha256: string };

/** A refused call with the server's `details.reason` (used, expired, changed, closed). */
export class SigningError extends ApiError {
  reason: string | null = null;
}

async function failure(response: Response): Promise<SigningError> {
  const copy = response.clone();
  const base = await apiErrorOf(response);
  const error = new SigningError(base.status, base.code, base.message, base.fields, null);
  try {
    const body = (await copy.json()) as { error?: { details?: { reason?: string } } };
    error.reason = body.error?.details?.reason ?? null;
  } catch {
    // not JSON
  }
  return error;
}

async function send(path: string, init: RequestInit, authorized: boolean) {
  const response = authorized
    ? await authorizedFetch(path, init)
    : await fetch(path, init).catch(() => {
        throw networkError();
      });
  if (!response.ok) throw await failure(response);
  return response;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});

/** The area an agreement is read in: the admin console or a party's own area. */
export type AgreementScope = 'admin' | 'party';
const prefix = (scope: AgreementScope) =>
  scope === 'admin' ? '/api/matrix/grants' : '/api/grants';

export const signingApi = {
  link: async (token: string) =>
    (await (await send('/api/signing/link', json({ token }), false)).json()) as LinkView,
  document: async (token: string) => {
    const response = await send('/api/signing/document', json({ token }), false);
    return { blob: await response.blob(), sha256: response.headers.get('x-document-sha256') };
  },
  sign: async (
    token: string,
    input: { typedName: string; nameNote?: string; consent: boolean; documentSha256: string },
  ) =>
    (await (await send('/api/signing/sign', json({ token, ...input }), false)).json()) as LinkView,
  agreement: async (scope: AgreementScope, applicationId: string) =>
    (
      (await (
        await send(`${prefix(scope)}/${applicationId}/agreement`, { method: 'GET' }, true)
      ).json()) as { agreement: AgreementView | null }
    ).agreement,
  send: async (applicationId: string) =>
    (await (
      await send(`/api/matrix/grants/${applicationId}/agreement`, json({}), true)
    ).json()) as AgreementView,
  file: async (scope: AgreementScope, applicationId: string, which: 'signed' | 'original') =>
    (
      await send(
        `${prefix(scope)}/${applicationId}/agreement/${which}.pdf`,
        { method: 'GET' },
        true,
      )
    ).blob(),
  verify: async (file: File) =>
    (await (
      await send(
        '/api/signing/verify',
        { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: file },
        true,
      )
    ).json()) as VerifyResult,
};

/** Saves a blob under a file name (a temporary link, clicked). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const ROLE_LABELS: Record<string, string> = {
  startup: 'Startup',
  corporate: 'Corporate partner',
  programme: 'Programme',
};
