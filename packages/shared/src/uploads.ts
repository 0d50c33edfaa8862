/** What may be uploaded for each purpose; the server enforces it, the browser checks it first. */
export const FILE_PURPOSES = ['logo', 'deck', 'attachment'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const STORED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type StoredType = (typeof STORED_TYPES)[number];

const MB = 1024 * 1024;
const IMAGES: StoredType[] = ['image/png', 'image/jpeg', 'image/webp'];

export const UPLOAD_RULES: Record<
  FilePurpose,
  { maxBytes: number; types: StoredType[]; label: string; limitLabel: string }
> = {
  logo: { maxBytes: 2 * MB, types: IMAGES, label: 'a PNG, JPEG or WebP image', limitLabel: '2 MB' },
  deck: { maxBytes: 20 * MB, types: ['application/pdf'], label: 'a PDF', limitLabel: '20 MB' },
  attachment: {
    maxBytes: 20 * MB,
    types: [...IMAGES, 'application/pdf'],
    label: 'a PNG, JPEG or WebP image or a PDF',
    limitLabel: '20 MB',
  },
};
