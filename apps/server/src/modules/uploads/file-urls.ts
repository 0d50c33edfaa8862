import { createHmac, timingSafeEqual } from 'node:crypto';

export type FileVariant = 'original' | 'thumb';

/**
 * Short-lived signed URLs for uploaded files (docs/decisions/040-uploads.md): whoever may see a
 * profile gets its logo and deck URLs in the answer, and `<img src>` works without a bearer token.
 * The signature covers file id, variant and expiry. Expiries are rounded up to the hour so a
 * URL stays the same for a while and browsers can cache the image.
 */
export type FileUrls = {
  url(fileId: string, variant?: FileVariant): string;
  verify(fileId: string, variant: FileVariant, exp: string, sig: string): boolean;
};

export const FILE_URL_TTL_SECONDS = 3600;

export function createFileUrls(secret: string, now: () => number = Date.now): FileUrls {
  const key = createHmac('sha256', secret).update('matchday:file-urls').digest();
  const sign = (fileId: string, variant: FileVariant, exp: number) =>
    createHmac('sha256', key).update(`${fileId}|${variant}|${exp}`).digest('base64url');
  return {
    url(fileId, variant = 'original') {
      const seconds = Math.floor(now() / 1000);
      const exp = (Math.floor(seconds / FILE_URL_TTL_SECONDS) + 2) * FILE_URL_TTL_SECONDS;
      const path = variant === 'thumb' ? `/api/files/${fileId}/thumb` : `/api/files/${fileId}`;
      return `${path}?exp=${exp}&sig=${sign(fileId, variant, exp)}`;
    },
    verify(fileId, variant, exp, sig) {
      const expiry = Number(exp);
      if (!/^\d{1,12}$/.test(exp) || expiry * 1000 < now()) return false;
      const expected = Buffer.from(sign(fileId, variant, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
