import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { Plugin } from 'graphql-yoga';

/** Limits checked before execution (SECURITY.md, GraphQL; GraphQL Armor's defaults, tightened). */
export const GRAPHQL_LIMITS = { depth: 8, aliases: 15, cost: 5000, tokens: 2000 } as const;

/**
 * Depth, alias, cost and size limits on every graph; in production also no introspection and no
 * "did you mean" suggestions.
 */
export function armorPlugins(production: boolean): Plugin[] {
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }) as Plugin,
    maxDepthPlugin({
      n: GRAPHQL_LIMITS.depth,
      flattenFragments: true,
      ignoreIntrospection: false,
    }) as Plugin,
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases }) as Plugin,
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost }) as Plugin,
  ];
  if (production) {
    plugins.push(useDisableIntrospection() as Plugin, blockFieldSuggestionsPlugin() as Plugin);
  }
  return plugins;
}
