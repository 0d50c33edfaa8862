import SchemaBuilder from '@pothos/core';
import DrizzlePlugin from '@pothos/plugin-drizzle';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SubGraphPlugin from '@pothos/plugin-sub-graph';
import type { AdminType } from '@matchday/shared';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { relations, type Relations } from '../db/relations.ts';
import { AppError } from '../platform/errors.ts';
import type { GraphContext } from './context.ts';

export type GraphName = 'public' | 'startup' | 'corp' | 'admin';

/**
 * The one Pothos builder. Every field declares `authScopes` (a test walks the graphs and fails
 * on a field without them) and the sub-graphs it belongs to; nothing is in a graph by default.
 */
export const builder = new SchemaBuilder<{
  Context: GraphContext;
  DrizzleRelations: Relations;
  SubGraphs: GraphName;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  AuthScopes: {
    /** Anyone, signed in or not. */
    public: boolean;
    startup: boolean;
    corp: boolean;
    /** Any admin kind. */
    admin: boolean;
    adminType: AdminType;
  };
}>({
  plugins: [ScopeAuthPlugin, SubGraphPlugin, DrizzlePlugin],
  defaultFieldNullability: false,
  subGraphs: { defaultForTypes: [], fieldsInheritFromTypes: true },
  drizzle: {
    client: (ctx) => ctx.db,
    getTableConfig,
    relations,
  },
  scopeAuth: {
    // A refused field answers extensions.code FORBIDDEN (graphs.ts keeps AppError codes).
    unauthorizedError: (_parent, _ctx, _info, result) => new AppError('FORBIDDEN', result.message),
    authScopes: (ctx) => ({
      public: true,
      startup: ctx.actor?.kind === 'user' && ctx.actor.type === 'startup',
      corp: ctx.actor?.kind === 'user' && ctx.actor.type === 'corp',
      admin: ctx.actor?.kind === 'admin',
      adminType: (kind) => ctx.actor?.kind === 'admin' && ctx.actor.adminType === kind,
    }),
  },
});

export const ALL_GRAPHS: GraphName[] = ['public', 'startup', 'corp', 'admin'];

builder.queryType({ subGraphs: ALL_GRAPHS });
// Only graphs with mutations carry the type: an empty Mutation type is not valid GraphQL.
builder.mutationType({ subGraphs: ['startup', 'corp', 'admin'] });

builder.scalarType('DateTime', {
  subGraphs: ALL_GRAPHS,
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});
