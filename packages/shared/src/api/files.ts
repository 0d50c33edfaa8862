import type { FilePurpose, StoredType } from '../uploads.ts';

/**
 * The answers of the upload routes (server: http/upload.routes.ts, resources.routes.ts): 201
 * with the stored file and its signed URLs.
 */

/** POST /api/upload and /api/matrix/upload (multipart; `purpose`, `companyId` in the query). */
export type StoredFileView = {
  id: string;
  purpose: FilePurpose;
  contentType: StoredType;
  size: number;
  width: number | null;
  height: number | null;
  name: string | null;
  url: string;
  thumbnailUrl: string | null;
  createdAt: string;
};

/** POST /api/matrix/resources/upload (multipart `file`): its id goes into the resource. */
export type StoredResourceFile = Pick<
  StoredFileView,
  'id' | 'name' | 'size' | 'contentType' | 'url'
>;
