import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SubGraphPlugin from '@pothos/plugin-sub-graph';
import type { Operation } from '@matchday/shared';
import { canDo } from '../platform/authorize.ts';
import { AppError } from '../platform/errors.ts';
import type { GraphContext, GraphName } from './context.ts';

export type { GraphName } from './context.ts';

/**
 * The one Pothos builder. Every field declares `authScopes` (a test walks the graphs and fails
 * on a field without them) and the sub-graphs it belongs to; nothing is in a graph by default.
 */
export const builder = new SchemaBuilder<{
  Context: GraphContext;
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
    /** The permission table allows the actor's role this operation (some reach). */
    can: Operation;
  };
}>({
  plugins: [ScopeAuthPlugin, SubGraphPlugin],
  defaultFieldNullability: false,
  subGraphs: { defaultForTypes: [], fieldsInheritFromTypes: true },
  scopeAuth: {
    // A refused field answers extensions.code FORBIDDEN (graphs.ts keeps AppError codes).
    unauthorizedError: (_parent, _ctx, _info, result) => new AppError('FORBIDDEN', result.message),
    authScopes: (ctx) => ({
      public: true,
      startup: ctx.actor?.kind === 'user' && ctx.actor.type === 'startup',
      corp: ctx.actor?.kind === 'user' && ctx.actor.type === 'corp',
      admin: ctx.actor?.kind === 'admin',
      can: (operation) => canDo(ctx.actor, operation),
    }),
  },
});

export const ALL_GRAPHS: GraphName[] = ['public', 'startup', 'corp', 'admin'];

builder.queryType({ subGraphs: ALL_GRAPHS });
// Only graphs with mutations carry the type: an empty Mutation type is not valid GraphQL.
builder.mutationType({ subGraphs: ['startup', 'corp', 'admin'] });
// Live streams (served as server-sent events): the company graphs and the organisers' (admin).
builder.subscriptionType({ subGraphs: ['startup', 'corp', 'admin'] });

builder.scalarType('DateTime', {
  subGraphs: ALL_GRAPHS,
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});
