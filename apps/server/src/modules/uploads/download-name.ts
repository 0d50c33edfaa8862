/**
 * The name a served file is saved under (a downloaded pitch deck was named by its
 * id): "<company> - <name as uploaded>", with the stored type's extension. The header carries
 * an ASCII fallback and the exact UTF-8 name (RFC 6266 / RFC 5987).
 */
const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const FALLBACK_NAME: Record<string, string> = {
  'application/pdf': 'pitch deck',
};

/** Characters no file system or header should get: separators, quotes, controls. */
const clean = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function downloadName(input: {
  id: string;
  contentType: string;
  originalName: string | null;
  companyName: string | null;
}): string {
  const ext = EXTENSION[input.contentType] ?? 'bin';
  const original = clean(clean(input.originalName ?? '').replace(/\.[a-z0-9]{1,5}$/i, ''));
  const company = clean(input.companyName ?? '');
  const base = original || FALLBACK_NAME[input.contentType] || 'file';
  const name =
    company && !original.toLowerCase().startsWith(company.toLowerCase())
      ? `${company} - ${base}`
      : base === 'file'
        ? input.id
        : base;
  return `${name.slice(0, 180)}.${ext}`;
}

/** `inline` Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string) {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
