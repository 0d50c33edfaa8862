import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError } from 'graphql';
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
    plugins.push(
      useDisableIntrospection() as Plugin,
      // No mask: "[Suggestion hidden]" would still tell that a similar name exists.
      blockFieldSuggestionsPlugin({ mask: '' }) as Plugin,
      noSuggestions,
    );
  }
  return plugins;
}

const SUGGESTION = /\s*Did you mean[^?]*\?/gi;

function withoutSuggestion<E extends Error>(error: E): E | GraphQLError {
  SUGGESTION.lastIndex = 0;
  if (!(error instanceof GraphQLError) || !SUGGESTION.test(error.message)) return error;
  SUGGESTION.lastIndex = 0;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Production: no "Did you mean …" anywhere — GraphQL Armor's plugin drops field suggestions;
 * this one also those of enum values, input fields and arguments, in validation and in the
 * coercion of variables (which fails at execution).
 */
const noSuggestions: Plugin = {
  onValidate:
    () =>
    ({ result, setResult }) => {
      if (result.length) setResult(result.map(withoutSuggestion));
    },
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      if ('errors' in result && result.errors?.length) {
        setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
      }
    },
  }),
};
