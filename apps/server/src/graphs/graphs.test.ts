import { isObjectType, type GraphQLSchema } from 'graphql';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ALL_GRAPHS } from '../graphql/builder.ts';
import { printGraphs, schemaDir } from './print-graphs.ts';
import { buildGraphs } from './schema.ts';

function fieldsWithoutScopes(schema: GraphQLSchema) {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
      if (!options?.authScopes) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

describe('GraphQL graphs', () => {
  const graphs = buildGraphs();

  it.each(ALL_GRAPHS)('every field of the %s graph declares authScopes', (graph) => {
    expect(fieldsWithoutScopes(graphs[graph])).toEqual([]);
  });

  it('keeps admin-only fields out of the other graphs', () => {
    expect(graphs.admin.getQueryType()?.getFields().topPages).toBeDefined();
    for (const graph of ['public', 'startup', 'corp'] as const) {
      expect(graphs[graph].getQueryType()?.getFields().topPages).toBeUndefined();
    }
  });

  it.each(ALL_GRAPHS)('the committed SDL of the %s graph is current', async (graph) => {
    const committed = await readFile(new URL(`${graph}.graphql`, schemaDir), 'utf8');
    expect(committed).toBe(printGraphs()[graph]);
  });
});
