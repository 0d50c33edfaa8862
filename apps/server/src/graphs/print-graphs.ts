import { lexicographicSortSchema, printSchema } from 'graphql';
import { ALL_GRAPHS, type GraphName } from '../graphql/builder.ts';
import { buildGraphs } from './schema.ts';

/** The SDL of each graph as committed under apps/server/schema/<graph>.graphql. */
export function printGraphs(): Record<GraphName, string> {
  const graphs = buildGraphs();
  return Object.fromEntries(
    ALL_GRAPHS.map((g) => [g, `${printSchema(lexicographicSortSchema(graphs[g]))}\n`]),
  ) as Record<GraphName, string>;
}

export const schemaDir = new URL('../../schema/', import.meta.url);
