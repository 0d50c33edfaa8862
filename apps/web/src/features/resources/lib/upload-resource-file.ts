import { UPLOAD_RULES, type StoredResourceFile } from '@matchday/shared';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorOf, authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { formatBytes } from '../../../lib/uploads.ts';

const RULES = UPLOAD_RULES.attachment;
export const RESOURCE_FILE_ACCEPT = 'application/pdf,.pdf,image/png,image/jpeg,image/webp';
export const RESOURCE_FILE_HINT = `PDF or image (PNG, JPEG, WebP), at most ${RULES.limitLabel}`;

/** The browser's pre-check of a resource file: a message naming the problem, or null. */
export function precheckResourceFile(file: File): string | null {
  if (file.size === 0) return 'The file is empty';
  if (file.type && !(RULES.types as string[]).includes(file.type)) {
    return 'The file must be a PDF or a PNG, JPEG or WebP image';
  }
  if (file.size > RULES.maxBytes) {
    return `The file is too large (${formatBytes(file.size)}): at most ${RULES.limitLabel}`;
  }
  return null;
}

/** Uploads a resource's file (POST /api/matrix/resources/upload); the server checks it again. */
export async function uploadResourceFile(file: File): Promise<StoredResourceFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await authorizedFetch('/api/matrix/resources/upload', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    const error = await apiErrorOf(response);
    throw new ApiError(error.status, error.code, error.message, { fileId: error.message }, null);
  }
  return (await response.json()) as StoredResourceFile;
}
