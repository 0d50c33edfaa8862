import { PRODUCT_NAME } from '@matchday/shared';
import { ALL_GRAPHS, builder } from './builder.ts';

const AppInfo = builder.objectRef<{ name: string; graph: string }>('AppInfo').implement({
  subGraphs: ALL_GRAPHS,
  fields: (t) => ({
    name: t.exposeString('name', { authScopes: { public: true } }),
    graph: t.exposeString('graph', {
      authScopes: { public: true },
      description: 'The graph that answered: public, startup, corp or admin.',
    }),
  }),
});

builder.queryField('appInfo', (t) =>
  t.field({
    type: AppInfo,
    subGraphs: ALL_GRAPHS,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ({ name: PRODUCT_NAME, graph: ctx.graph }),
  }),
);
