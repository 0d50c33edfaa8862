import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import { storeUpload, type UploadDeps } from '../uploads/uploads.service.ts';

/**
 * A resource's file (docs/decisions/063-resources.md): any organiser with `useResources` may
 * upload one (an EVENT_HOST cannot upload profile files, but shares documents with its events'
 * participants). Checked by content and size as every upload (an attachment: PDF or image,
 * 20 MB); stored as the admin's own file until a resource takes it.
 */
export async function storeResourceFile(
  deps: UploadDeps,
  actor: Actor,
  input: { body: Buffer; originalName?: string },
) {
  assertCan(actor, 'useResources');
  if (actor.kind !== 'admin') throw new Error('unreachable: useResources is for admins');
  return storeUpload(
    deps,
    { kind: 'admin', id: actor.id, ownerCompanyId: null },
    { purpose: 'attachment', body: input.body, originalName: input.originalName },
  );
}
