import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { userRecordOf } from '../accounts/personal-data.ts';
import { authRecordsOf } from '../auth/auth.personal-data.ts';
import { mailsToAddress } from '../mail/mail.personal-data.ts';
import type { FileUrls } from '../uploads/file-urls.ts';
import { uploadsByUser } from '../uploads/uploads.service.ts';

/**
 * Everything held about the signed-in person (GET /api/me/export): account, company role,
 * sign-ins and impersonations, mails sent to them, files they uploaded. No password hash,
 * token or secret.
 */
export async function exportPersonalData(deps: { db: Db; fileUrls: FileUrls }, actor: Actor) {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (actor.kind !== 'user')
    throw new AppError('FORBIDDEN', 'The export is for startup and corp users');
  const record = await userRecordOf(deps.db, actor.id);
  if (!record) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  const [auth, mails, uploads] = await Promise.all([
    authRecordsOf(deps.db, { kind: 'user', id: actor.id }),
    mailsToAddress(deps.db, record.account.email),
    uploadsByUser(deps.db, deps.fileUrls, actor.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    format: 'matchday-personal-data/1',
    ...record,
    ...auth,
    mails,
    uploads,
  };
}
