import { builder } from '../../graphql/builder.ts';
import { can } from '../../graphql/scopes.ts';
import { topPages } from './analytics.service.ts';

const PageViewCount = builder
  .objectRef<{ path: string; views: number }>('PageViewCount')
  .implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      path: t.exposeString('path', { authScopes: can('viewPageViews') }),
      views: t.exposeInt('views', { authScopes: can('viewPageViews') }),
    }),
  });

builder.queryField('topPages', (t) =>
  t.field({
    type: [PageViewCount],
    subGraphs: ['admin'],
    authScopes: can('viewPageViews'),
    description: 'Most viewed paths of the web app in the last `days` days.',
    args: {
      days: t.arg.int({ required: false, defaultValue: 30 }),
      limit: t.arg.int({ required: false, defaultValue: 20 }),
    },
    resolve: (_root, args, ctx) => {
      const days = Math.min(Math.max(args.days ?? 30, 1), 365);
      return topPages(ctx.db, new Date(Date.now() - days * 86_400_000), args.limit ?? 20);
    },
  }),
);
