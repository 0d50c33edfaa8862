import {
  UPLOAD_RULES as SHARED_RULES,
  type ApiErrorBody,
  type StoredFileView,
} from '@matchday/shared';
import { ApiError } from './api.ts';
import { authHeaders } from './authorized-fetch.ts';
import { credentialsStore } from './session.ts';
import { refreshCredentials } from './token-refresh.ts';

export type UploadPurpose = 'logo' | 'deck' | 'attachment';

/** What the server answers for a stored file (packages/shared/src/api/files.ts). */
export type UploadedFile = StoredFileView;

const MB = 1024 * 1024;

/** The shared upload rules, with what the file picker accepts, checked in the browser first. */
export const UPLOAD_RULES: Record<
  UploadPurpose,
  { maxBytes: number; types: string[]; accept: string; label: string }
> = {
  logo: {
    ...SHARED_RULES.logo,
    accept: SHARED_RULES.logo.types.join(','),
    label: `PNG, JPEG or WebP, at most ${SHARED_RULES.logo.limitLabel}`,
  },
  deck: {
    ...SHARED_RULES.deck,
    accept: 'application/pdf,.pdf',
    label: `PDF, at most ${SHARED_RULES.deck.limitLabel}`,
  },
  attachment: {
    ...SHARED_RULES.attachment,
    accept: [...SHARED_RULES.attachment.types, '.pdf'].join(','),
    label: `PDF or image, at most ${SHARED_RULES.attachment.limitLabel}`,
  },
};

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** The browser's pre-check: a message naming the problem, or null when the file may go. */
export function precheckUpload(purpose: UploadPurpose, file: File): string | null {
  const rules = UPLOAD_RULES[purpose];
  const what =
    purpose === 'logo' ? 'The logo' : purpose === 'deck' ? 'The pitch deck' : 'The attachment';
  if (file.size === 0) return `${what} file is empty`;
  if (file.type && !rules.types.includes(file.type)) {
    return purpose === 'logo'
      ? 'The logo must be a PNG, JPEG or WebP image'
      : purpose === 'deck'
        ? 'The pitch deck must be a PDF'
        : 'The attachment must be a PDF or a PNG, JPEG or WebP image';
  }
  if (file.size > rules.maxBytes) {
    return `${what} is too large (${formatBytes(file.size)}): at most ${rules.maxBytes / MB} MB`;
  }
  return null;
}

function send(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'The upload was interrupted. Try again.', {}, null));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parse(body: string): unknown {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
}

/** Messages for the refusals a person can act on; otherwise the server's own message. */
function uploadError(status: number, body: unknown, purpose: UploadPurpose): ApiError {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  const fallback =
    status === 413
      ? `The file is too large: ${UPLOAD_RULES[purpose].label}`
      : status === 415
        ? `This file type is not accepted: ${UPLOAD_RULES[purpose].label}`
        : `The upload failed (status ${status})`;
  const message = error?.message ?? fallback;
  return new ApiError(status, error?.code ?? 'HTTP_ERROR', message, { file: message }, null);
}

/**
 * Uploads a logo or a pitch deck (multipart, one `file`) to /api/upload, or for admins to
 * /api/matrix/upload with the company it is for. `purpose` (and `companyId`) go in the query
 * string so the server applies the purpose's size limit while reading. Progress is reported as
 * a fraction; a 401 refreshes the session once and retries.
 */
export async function uploadFile(
  purpose: UploadPurpose,
  file: File,
  options: { onProgress?: (fraction: number) => void; companyId?: string | null } = {},
): Promise<UploadedFile> {
  const admin = credentialsStore.get()?.user.admin;
  const query = new URLSearchParams({ purpose });
  if (admin && options.companyId) query.set('companyId', options.companyId);
  const path = `${admin ? '/api/matrix/upload' : '/api/upload'}?${query}`;
  const onProgress = options.onProgress ?? (() => undefined);
  let answer = await send(path, file, onProgress);
  if (answer.status === 401 && (await refreshCredentials())) {
    answer = await send(path, file, onProgress);
  }
  const body = parse(answer.body);
  if (answer.status < 200 || answer.status >= 300) throw uploadError(answer.status, body, purpose);
  return body as UploadedFile;
}
