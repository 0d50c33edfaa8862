import {
  agreementPath,
  type AgreementAnswer,
  type AgreementFile,
  type AgreementScope,
  type AgreementView,
  type OwnSigningLinkAnswer,
  type SignInput,
  type SignerRole,
  type SigningLinkView,
  type VerifyResult,
} from '@matchday/shared';
import { apiErrorOf, networkError } from '../../../lib/api.ts';
import { authorizedFetch } from '../../../lib/authorized-fetch.ts';

/**
 * The signing REST calls (server: http/signing.routes.ts; contract: packages/shared/src/api/
 * signing.ts). A refusal is an ApiError carrying the server's code and `details.reason`.
 */

async function send(path: string, init: RequestInit, authorized: boolean) {
  const response = authorized
    ? await authorizedFetch(path, init)
    : await fetch(path, init).catch(() => {
        throw networkError();
      });
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});

const answer = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

export const signingApi = {
  link: (token: string) =>
    answer<SigningLinkView>(send('/api/signing/link', json({ token }), false)),
  document: async (token: string) => {
    const response = await send('/api/signing/document', json({ token }), false);
    return { blob: await response.blob(), sha256: response.headers.get('x-document-sha256') };
  },
  sign: (token: string, input: SignInput) =>
    answer<SigningLinkView>(send('/api/signing/sign', json({ token, ...input }), false)),
  agreement: async (scope: AgreementScope, applicationId: string) =>
    (
      await answer<AgreementAnswer>(
        send(agreementPath(scope, applicationId), { method: 'GET' }, true),
      )
    ).agreement,
  /** "Sign now": the signed-in signer's own signing link. */
  ownLink: (scope: AgreementScope, applicationId: string) =>
    answer<OwnSigningLinkAnswer>(
      send(`${agreementPath(scope, applicationId)}/signlink`, json({}), true),
    ),
  send: (applicationId: string) =>
    answer<AgreementView>(send(agreementPath('admin', applicationId), json({}), true)),
  file: async (scope: AgreementScope, applicationId: string, which: AgreementFile) =>
    (
      await send(`${agreementPath(scope, applicationId)}/${which}.pdf`, { method: 'GET' }, true)
    ).blob(),
  verify: (file: File) =>
    answer<VerifyResult>(
      send(
        '/api/signing/verify',
        { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: file },
        true,
      ),
    ),
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

export const ROLE_LABELS: Record<SignerRole, string> = {
  startup: 'Startup',
  corporate: 'Corporate partner',
  programme: 'Programme',
};
