import { CURRENT_TERMS_VERSION } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { admins, users } from './accounts.tables.ts';

/** The legal-terms modal: the signed-in person accepts the current terms. */
export async function acceptTerms(db: Db, actor: Actor, version: string) {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (version !== CURRENT_TERMS_VERSION) {
    throw new AppError(
      'BAD_REQUEST',
      `Unknown terms version; the current one is ${CURRENT_TERMS_VERSION}`,
    );
  }
  const now = new Date();
  const values = { acceptedTermsVersion: version, acceptedTermsAt: now, updatedAt: now };
  if (actor.kind === 'user') await db.update(users).set(values).where(eq(users.id, actor.id));
  else await db.update(admins).set(values).where(eq(admins.id, actor.id));
}
