import { builder } from '../../graphql/builder.ts';
import { can, SIGNED_IN_GRAPHS } from '../../graphql/scopes.ts';
import {
  markAllMyNotificationsRead,
  markMyNotificationsRead,
  MAX_NOTIFICATIONS_PAGE,
  myNotifications,
  myUnreadNotificationCount,
  type NotificationView,
} from './notifications.service.ts';

/** In-app notifications (decision 064): the signed-in person's own, on every signed-in graph. */
const subGraphs = [...SIGNED_IN_GRAPHS];
const authScopes = can('readOwnNotifications');
const opts = { authScopes };

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  subGraphs,
  description: 'The in-app copy of a mail sent to the signed-in person.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    title: t.exposeString('title', { ...opts, description: 'The mail’s subject.' }),
    template: t.exposeString('template', { ...opts, description: 'Which mail it copies.' }),
    path: t.exposeString('path', {
      ...opts,
      description: 'Where it leads in the reader’s area (never a one-time link).',
    }),
    read: t.exposeBoolean('read', opts),
    task: t.exposeBoolean('task', {
      ...opts,
      description: 'Whether it asks the reader for an action (sign, answer, rate…).',
    }),
    done: t.exposeBoolean('done', {
      ...opts,
      description: 'Whether the action it asks for has been done (then it is read too).',
    }),
    createdAt: t.expose('createdAt', { ...opts, type: 'DateTime' }),
  }),
});

const NotificationPageRef = builder
  .objectRef<Awaited<ReturnType<typeof myNotifications>>>('NotificationPage')
  .implement({
    subGraphs,
    fields: (t) => ({
      items: t.field({ ...opts, type: [NotificationRef], resolve: (p) => p.items }),
      hasNextPage: t.exposeBoolean('hasNextPage', opts),
      endCursor: t.exposeString('endCursor', {
        ...opts,
        nullable: true,
        description: 'Pass as `after` for the next page.',
      }),
    }),
  });

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationPageRef,
    subGraphs,
    authScopes,
    description: `Your notifications, newest first; at most ${MAX_NOTIFICATIONS_PAGE} per page.`,
    args: {
      first: t.arg.int({ required: false, defaultValue: 20 }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => myNotifications(ctx.db, ctx.actor, args),
  }),
);

builder.queryField('unreadNotificationCount', (t) =>
  t.int({
    subGraphs,
    authScopes,
    resolve: (_root, _args, ctx) => myUnreadNotificationCount(ctx.db, ctx.actor),
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: [NotificationRef],
    subGraphs,
    authScopes,
    description: 'Marks your notifications read; an id that is not yours is not found.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => markMyNotificationsRead(ctx.db, ctx.actor, args.ids.map(String)),
  }),
);

builder.mutationField('markAllNotificationsRead', (t) =>
  t.int({
    subGraphs,
    authScopes,
    description: 'Marks all your notifications read; answers how many were unread.',
    resolve: (_root, _args, ctx) => markAllMyNotificationsRead(ctx.db, ctx.actor),
  }),
);
