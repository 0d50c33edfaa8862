import type { ObjectRef } from '@pothos/core';
import { builder } from './builder.ts';
import type { GraphName } from './context.ts';
import { anyAdmin, type Scopes } from './scopes.ts';

/** A page of a long list: `{ total items }` (paging arguments are the list field's own). */
export function page<T>(
  name: string,
  item: ObjectRef<typeof builder.$inferSchemaTypes, T>,
  subGraphs: GraphName[] = ['admin'],
  authScopes: Scopes = anyAdmin,
) {
  return builder.objectRef<{ total: number; items: T[] }>(name).implement({
    subGraphs,
    fields: (t) => ({
      total: t.exposeInt('total', { authScopes, description: 'Rows matching scope and filter.' }),
      items: t.field({ authScopes, type: [item], resolve: (p) => p.items }),
    }),
  });
}
