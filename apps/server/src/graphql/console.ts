import { SORT_DIRECTIONS } from '@matchday/shared';
import type { EnumRef } from '@pothos/core';
import { builder } from './builder.ts';
import { anyAdmin } from './scopes.ts';

/** Helpers of the admin console's lists (companies, people, admins) on /api/matrix/neo. */
export const graphs = ['admin'] as const;
/** Any admin reads; each list narrows by the permission table's reach (a WHERE clause). */
export const o = { authScopes: anyAdmin };
export const m = { authScopes: anyAdmin, nullable: true } as const;

const SortDirectionEnum = builder.enumType('SortDirection', {
  subGraphs: [...graphs],
  values: SORT_DIRECTIONS,
});

/** `{ field, direction }` for a list whose sortable fields are `field`'s values. */
export const sortInput = (
  name: string,
  field: EnumRef<typeof builder.$inferSchemaTypes, string, string>,
) =>
  builder.inputType(name, {
    subGraphs: [...graphs],
    fields: (t) => ({
      field: t.field({ type: field, required: true }),
      direction: t.field({ type: SortDirectionEnum }),
    }),
  });
