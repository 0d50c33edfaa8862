import { homePathFor } from '@matchday/shared';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import { meOf } from '../accounts/session-user.ts';
import { pathForArea } from '../mail/notification-link.ts';
import {
  decodeCursor,
  encodeCursor,
  markAllReadOf,
  markReadOf,
  notificationsByIdOf,
  notificationsOf,
  unreadCountOf,
  type NotificationRow,
} from '../mail/notification-store.service.ts';

/**
 * The signed-in person's notifications (decision 064): the mail room keeps them by address, this
 * room finds the person's address (`me`, read with the request's actor at no extra statement)
 * and their area, so a link never leads into another area.
 */

export type NotificationView = {
  id: string;
  title: string;
  template: string;
  /** In-app path in the reader's area (its home when the mail had no page of that area). */
  path: string;
  read: boolean;
  /** It asks for an action (decision 077). */
  task: boolean;
  /** The action it asks for is done. */
  done: boolean;
  createdAt: Date;
};

export const MAX_NOTIFICATIONS_PAGE = 50;

const pageInput = z.object({
  first: z
    .int({ error: 'Ask for a whole number of notifications' })
    .min(1, { error: 'Ask for at least one notification' })
    .max(MAX_NOTIFICATIONS_PAGE, {
      error: `Ask for at most ${MAX_NOTIFICATIONS_PAGE} notifications at a time`,
    }),
  after: z.string().max(200, { error: 'This is not a page cursor' }).nullish(),
});

const idsInput = z
  .array(z.uuid({ error: 'Each notification id must be an id from your list' }), {
    error: 'Give the notifications to mark as a list of ids',
  })
  .min(1, { error: 'Name at least one notification to mark as read' })
  .max(100, { error: 'Mark at most 100 notifications at a time' });

async function reader(db: Db, actor: Actor) {
  assertCan(actor, 'readOwnNotifications', 'Sign in to read your notifications');
  const me = await meOf(db, actor);
  return { email: me.email, home: homePathFor(me) };
}

/**
 * An admin viewing the app as the person reads what they read, but what is unread stays unread
 * for them: marking read is answered (the notifications as they are) and nothing is written.
 */
const impersonated = (actor: Actor) => actor?.kind === 'user' && !!actor.impersonatorId;

function view(row: NotificationRow, home: string): NotificationView {
  return {
    id: row.id,
    title: row.title,
    template: row.template,
    path: pathForArea(row.path, home),
    read: row.readAt !== null,
    task: row.task !== null,
    done: row.doneAt !== null,
    createdAt: row.createdAt,
  };
}

/** The person's notifications, newest first, `first` at a time after a cursor. */
export async function myNotifications(
  db: Db,
  actor: Actor,
  input: { first?: number | null; after?: string | null },
) {
  const { first, after } = parseInput(pageInput, { first: input.first ?? 20, after: input.after });
  const me = await reader(db, actor);
  const page = await notificationsOf(db, me.email, first, after ? decodeCursor(after) : null);
  const last = page.rows.at(-1);
  return {
    items: page.rows.map((r) => view(r, me.home)),
    hasNextPage: page.hasNextPage,
    endCursor: last ? encodeCursor(last) : null,
  };
}

export async function myUnreadNotificationCount(db: Db, actor: Actor) {
  const me = await reader(db, actor);
  return unreadCountOf(db, me.email);
}

/** Marks the person's own notifications read; an id that is not theirs is NOT_FOUND. */
export async function markMyNotificationsRead(db: Db, actor: Actor, ids: readonly string[]) {
  const wanted = parseInput(idsInput, ids);
  const me = await reader(db, actor);
  const rows = impersonated(actor)
    ? await notificationsByIdOf(db, me.email, wanted)
    : await markReadOf(db, me.email, wanted);
  return rows.map((r) => view(r, me.home));
}

/** Marks all the person's notifications read; returns how many were unread (none marked: 0). */
export async function markAllMyNotificationsRead(db: Db, actor: Actor) {
  const me = await reader(db, actor);
  if (impersonated(actor)) return 0;
  return markAllReadOf(db, me.email);
}
