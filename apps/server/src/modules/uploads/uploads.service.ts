import { UPLOAD_RULES } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isImage, sniffType } from './file-type.ts';
import type { FileUrls, FileVariant } from './file-urls.ts';
import { declaredSize } from './image-size.ts';
import { MAX_INPUT_PIXELS, processImage } from './images.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { files, type FilePurpose, type FileRow, type StoredType } from './uploads.tables.ts';

/** Size limits per purpose (a logo 2 MB, a PDF 20 MB), from the shared upload rules. */
export const SIZE_LIMITS = Object.fromEntries(
  Object.entries(UPLOAD_RULES).map(([purpose, rule]) => [purpose, rule.maxBytes]),
) as Record<FilePurpose, number>;
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(SIZE_LIMITS));

const ACCEPTED = UPLOAD_RULES;

export const formatLimit = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function tooLarge(purpose: FilePurpose) {
  const limit = SIZE_LIMITS[purpose];
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The ${purpose} file is too large: at most ${formatLimit(limit)}`,
    {
      field: 'file',
      limitBytes: limit,
    },
  );
}

export type UploadDeps = { db: Db; storage: FileStorage; fileUrls: FileUrls };
export type Uploader = { kind: 'user' | 'admin'; id: string; ownerCompanyId: string | null };

export type FileView = {
  id: string;
  purpose: FilePurpose;
  contentType: StoredType;
  size: number;
  width: number | null;
  height: number | null;
  name: string | null;
  url: string;
  thumbnailUrl: string | null;
  createdAt: Date;
};

export function fileView(fileUrls: FileUrls, row: FileRow): FileView {
  return {
    id: row.id,
    purpose: row.purpose,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    name: row.originalName,
    url: fileUrls.url(row.id),
    thumbnailUrl: row.thumbnailKey ? fileUrls.url(row.id, 'thumb') : null,
    createdAt: row.createdAt,
  };
}

/** The client's file name, for display only: no path, no control characters, 200 chars. */
function displayName(name: string | undefined) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || null;
}

/**
 * Stores an upload after checking it by content: the type comes from the magic bytes and must
 * suit the purpose (else 415), the size must be within the purpose's limit (else 413). Images
 * are decoded and re-encoded with a thumbnail; a file that does not decode is refused (415).
 */
export async function storeUpload(
  deps: UploadDeps,
  uploader: Uploader,
  input: { purpose: FilePurpose; body: Buffer; originalName?: string },
): Promise<FileView> {
  const { purpose, body } = input;
  if (body.length > SIZE_LIMITS[purpose]) throw tooLarge(purpose);
  if (body.length === 0)
    throw new AppError('BAD_REQUEST', 'The file is empty', {
      fields: [{ field: 'file', message: 'The file is empty' }],
    });
  const type = sniffType(body.subarray(0, 16));
  const accepted = ACCEPTED[purpose];
  if (!type || !accepted.types.includes(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `A ${purpose} must be ${accepted.label}`, {
      field: 'file',
    });
  }
  const id = randomUUID();
  const storageKey = `${purpose}/${id}`;
  let stored = body;
  let thumbnailKey: string | null = null;
  let width: number | null = null;
  let height: number | null = null;
  if (isImage(type)) {
    // A decompression bomb is refused by the size its header declares, before any decoding.
    const size = declaredSize(body, type);
    if (size && size.width * size.height > MAX_INPUT_PIXELS) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `The image declares ${size.width} × ${size.height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
        { field: 'file' },
      );
    }
    const image = await processImage(body, type);
    if (!image) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable image', {
        field: 'file',
      });
    }
    stored = image.body;
    width = image.width;
    height = image.height;
    thumbnailKey = `${storageKey}.thumb`;
    await deps.storage.put(thumbnailKey, image.thumbnail, 'image/webp');
  }
  await deps.storage.put(storageKey, stored, type);
  const [row] = await deps.db
    .insert(files)
    .values({
      id,
      purpose,
      contentType: type,
      size: stored.length,
      width,
      height,
      sha256: createHash('sha256').update(stored).digest('hex'),
      storageKey,
      thumbnailKey,
      originalName: displayName(input.originalName),
      ownerCompanyId: uploader.ownerCompanyId,
      uploadedByKind: uploader.kind,
      uploadedById: uploader.id,
    })
    .returning();
  return fileView(deps.fileUrls, row!);
}

/** The bytes behind a signed file URL, or null. */
export async function readStoredFile(
  db: Db,
  storage: FileStorage,
  id: string,
  variant: FileVariant,
) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) return null;
  const key = variant === 'thumb' ? (row.thumbnailKey ?? row.storageKey) : row.storageKey;
  const body = await storage.get(key);
  if (!body) return null;
  const contentType = variant === 'thumb' && row.thumbnailKey ? 'image/webp' : row.contentType;
  return {
    body,
    contentType,
    name: row.originalName,
    ownerCompanyId: row.ownerCompanyId,
    sha256: row.sha256,
  };
}

/**
 * A profile field (logo, deck) may point only at a file of the right purpose that belongs to
 * that company — uploaded by one of its people, or by the editing admin for it. Anything else
 * is "Unknown file" on that field (400), so ids of other companies' files lead nowhere.
 */
export async function assertAttachable(
  db: Db,
  input: {
    fileId: string;
    purpose: FilePurpose;
    field: string;
    companyId: string;
    adminId?: string;
  },
) {
  const [row] = await db.select().from(files).where(eq(files.id, input.fileId));
  const mine =
    row &&
    row.purpose === input.purpose &&
    (row.ownerCompanyId === input.companyId ||
      (input.adminId !== undefined &&
        row.ownerCompanyId === null &&
        row.uploadedByKind === 'admin' &&
        row.uploadedById === input.adminId));
  if (!mine) {
    const message = `Unknown ${input.purpose} file; upload it first`;
    throw new AppError('BAD_REQUEST', `Invalid input — ${input.field}: ${message}`, {
      fields: [{ field: input.field, message }],
    });
  }
  if (row.ownerCompanyId === null) {
    await db.update(files).set({ ownerCompanyId: input.companyId }).where(eq(files.id, row.id));
  }
}

/** Files a user uploaded (personal-data export). */
export async function uploadsByUser(db: Db, fileUrls: FileUrls, userId: string) {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.uploadedByKind, 'user'), eq(files.uploadedById, userId)));
  return rows.map((r) => fileView(fileUrls, r));
}

/** A deleted account is no longer named as uploader; its company keeps the files. */
export async function forgetUploader(tx: Db, userId: string) {
  await tx
    .update(files)
    .set({ uploadedById: null })
    .where(and(eq(files.uploadedByKind, 'user'), eq(files.uploadedById, userId)));
}
