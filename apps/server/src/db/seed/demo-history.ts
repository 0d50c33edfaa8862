import { randomBytes } from 'node:crypto';
import type { AdminActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { impersonate } from '../../modules/auth/impersonation.service.ts';
import { familyOfRefreshToken, revokeFamily } from '../../modules/auth/sessions.service.ts';

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * A person's History with content (decision 083): Ada Admin viewed the app as Carl Corporate
 * and stopped, through the impersonation service, so the console's History of Carl shows both.
 * Only when Carl was created by this run (idempotent).
 */
export async function seedDemoHistory(tx: Db, admin: AdminActor, created: string[]) {
  if (!created.includes('corp@matchday.test')) return;
  const carl = await findAccountByEmail(tx, 'user', 'corp@matchday.test');
  if (!carl) return;
  // The credentials it answers are thrown away: signed with a key used for nothing else.
  const ctx = { db: tx, key: randomBytes(32), publicUrl: 'http://localhost', log: quiet };
  const viewing = await impersonate(ctx, admin, { userId: carl.id, deviceId: 'demo-console' });
  const session = await familyOfRefreshToken(tx, viewing.token.refreshToken);
  if (session) await revokeFamily(tx, session.family, 'logout');
}
