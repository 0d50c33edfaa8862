import type { Db } from '../../platform/db.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import {
  markMyNotificationsRead,
  myNotifications,
} from '../../modules/notifications/notifications.service.ts';

/** The personas whose oldest notifications the demo shows as already read. */
const READERS = ['startup@matchday.test', 'corp@matchday.test'];

/**
 * The demo's notifications are the copies of the mails the seed queued (decision 064); this last
 * step marks each user persona's two oldest read through the notifications service, so the bell
 * shows both kinds. Idempotent: marking a read notification again changes nothing.
 */
export async function seedDemoNotifications(tx: Db) {
  for (const email of READERS) {
    const account = await findAccountByEmail(tx, 'user', email);
    const actor = account && (await loadActorAccount(tx, 'user', account.id))?.actor;
    if (!actor) continue;
    const { items } = await myNotifications(tx, actor, { first: 50 });
    const oldest = items.slice(-2).map((n) => n.id);
    if (items.length > 2) await markMyNotificationsRead(tx, actor, oldest);
  }
}
