import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../test/factories.ts';
import { signInAs } from '../../test/http.ts';
import type { GraphName } from '../graphql/builder.ts';
import { buildGraphs } from './schema.ts';
import { GRAPH_PATHS } from '@matchday/shared';

/*
 * SECURITY.md, data integrity: garbage in every input of every GraphQL
 * operation that takes one — each mutation and each query with arguments, of the four graphs,
 * asked by a signed-in person of that graph — answers a GraphQL error or data, never a 500 and
 * never an unexpected (masked) error. Strings are biased towards NUL and other control
 * characters, which PostgreSQL cannot store.
 */
let t: TestApp;
const auth: Partial<Record<GraphName, string>> = {};
const schemas = buildGraphs();

beforeAll(async () => {
  t = await testApp();
  const db = t.database.db;
  auth.startup = (await signInAs(t.app, await createTestUser(db))).token.accessTokenHeader;
  auth.corp = (
    await signInAs(t.app, await createTestUser(db, { type: 'corp' }))
  ).token.accessTokenHeader;
  auth.admin = (
    await signInAs(t.app, await createTestAdmin(db), { admin: true })
  ).token.accessTokenHeader;
});
afterAll(() => t.close());

const nasty = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'a\u0001b', '\u007f', '\ud800', 'x'.repeat(5000), '', ' '),
  fc.uuid(),
  fc.uuid().map((u) => `${u}\u0000`),
);

/** Values for an input type: mostly well-typed (so the resolver runs), sometimes not. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  const nullable = (a: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 9, arbitrary: a }, fc.constant(null));
  if (isListType(type)) {
    return nullable(fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 }));
  }
  const named = getNamedType(type);
  if (isEnumType(named)) return nullable(fc.constantFrom(...named.getValues().map((v) => v.name)));
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(named.getFields());
    return nullable(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      }),
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return nullable(fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer()));
      case 'Float':
        return nullable(fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'Boolean':
        return nullable(fc.boolean());
      case 'DateTime':
        return nullable(
          fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            nasty,
          ),
        );
      default:
        return nullable(nasty);
    }
  }
  return fc.constant(null);
}

function operationOf(kind: 'mutation' | 'query', field: GraphQLField<unknown, unknown>) {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${a.type.toString()}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `${kind}${vars.length ? ` (${vars.join(', ')})` : ''} { ${field.name}${
    args.length ? `(${args.join(', ')})` : ''
  }${selection} }`;
}

const GRAPHS: GraphName[] = ['public', 'startup', 'corp', 'admin'];
const cases = GRAPHS.flatMap((graph) => {
  const schema: GraphQLSchema = schemas[graph];
  const of = (kind: 'mutation' | 'query') => {
    const type = kind === 'mutation' ? schema.getMutationType() : schema.getQueryType();
    return Object.values(type?.getFields() ?? {})
      .filter((f) => kind === 'mutation' || f.args.length > 0)
      .map((f) => ({ graph, kind, field: f }));
  };
  return [...of('mutation'), ...of('query')];
});

describe('garbage in every GraphQL input (never a 500, never an unexpected error)', () => {
  it('covers the four graphs', () => {
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases.map((c) => [`${c.graph} ${c.kind} ${c.field.name}`, c] as const))(
    '%s',
    async (_name, { graph, kind, field }) => {
      const query = operationOf(kind, field);
      const variables = fc.record(
        Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])),
      );
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const res = await t.app.inject({
            method: 'POST',
            url: GRAPH_PATHS[graph],
            headers: {
              deviceid: 'device-1',
              ...(auth[graph] ? { authorization: auth[graph] } : {}),
            },
            payload: { query, variables: vars },
          });
          const context = `${query} ${JSON.stringify(vars)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          const errors = (
            res.json() as { errors?: { message: string; extensions?: { code?: string } }[] }
          ).errors;
          for (const error of errors ?? []) {
            expect(error.message, context).not.toMatch(/Unexpected error/);
            expect(error.extensions?.code, context).not.toBe('INTERNAL_SERVER_ERROR');
          }
        }),
        { numRuns: 12, seed: 20261122 },
      );
    },
  );
});
