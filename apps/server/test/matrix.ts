import { reachOf, ROLES, type Operation, type Role } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Actor } from '../src/platform/actor.ts';
import { gqlAs, outcome, type GqlBody } from './http.ts';

/**
 * A generic role × operation runner for the permission table (packages/shared/src/permissions.ts).
 * Each operation has one probe: it does the operation as the role's actor, aimed at a row inside
 * that role's reach when it has one, and answers an outcome. The table decides what must happen:
 * a role with a reach gets through the rights check; any other role is refused (not in its graph,
 * 401, 403, or not found). A new row of the table is tested by adding one probe line.
 */
export type MatrixCall = {
  app: FastifyInstance;
  role: Role;
  actor: Actor;
  /** The graph the role's client talks to. */
  graph: 'startup' | 'corp' | 'admin' | '/api/public';
  gql(query: string, variables?: Record<string, unknown>): Promise<string>;
  rest(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<string>;
};

export type Probe = (call: MatrixCall) => Promise<string>;

/** An operation whose domain is not built yet: none of these fields may exist on any graph. */
export type NotYetBuilt = { notYetBuilt: string; fields: string[] };

/** Outcomes that mean "refused": the field is not in the role's graph, 401, 403, not found. */
export const REFUSED = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'HTTP 401',
  'HTTP 403',
  'HTTP 404',
]);

const graphOf = (role: Role): MatrixCall['graph'] =>
  role === 'anonymous' ? '/api/public' : role === 'startup' || role === 'corp' ? role : 'admin';

function gqlOutcome(status: number, body: GqlBody) {
  if (status === 401 || status === 403) return `HTTP ${status}`;
  const o = outcome(body);
  return /Cannot query field|Unknown type|Unknown argument|not configured to execute mutation/.test(
    o,
  )
    ? 'GRAPHQL_VALIDATION_FAILED'
    : o;
}

export function matrixCall(app: FastifyInstance, role: Role, actor: Actor): MatrixCall {
  const graph = graphOf(role);
  return {
    app,
    role,
    actor,
    graph,
    gql: async (query, variables = {}) => {
      const { status, body } = await gqlAs(app, graph, actor, query, variables);
      return gqlOutcome(status, body);
    },
    rest: async (method, url, payload) => {
      const res = await app.inject({
        method,
        url,
        headers: {
          deviceid: 'matrix-device',
          ...(actor ? { 'x-test-actor': JSON.stringify(actor) } : {}),
        },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return res.statusCode < 300 ? 'OK' : `HTTP ${res.statusCode}`;
    },
  };
}

/**
 * One `it` per operation × role. `accepted` lists the outcomes that show a role got past the
 * rights check (default OK; e.g. a 415 for an upload sent without a file).
 */
export function permissionMatrix(
  app: () => FastifyInstance,
  actorOf: (role: Role) => Actor,
  rows: Record<Operation, { probe: Probe; accepted?: string[] } | NotYetBuilt>,
  graphFields: () => Set<string>,
) {
  for (const [operation, row] of Object.entries(rows) as [Operation, (typeof rows)[Operation]][]) {
    if ('notYetBuilt' in row) {
      it(`${operation}: not built yet (${row.notYetBuilt}); no graph has ${row.fields.join(', ')}`, () => {
        const present = row.fields.filter((f) => graphFields().has(f));
        expect(present, 'this field now exists: give the operation a probe').toEqual([]);
      });
      continue;
    }
    it.each([...ROLES])(`${operation} × %s follows the permission table`, async (role) => {
      const allowed = reachOf(role, operation) !== false;
      const result = await row.probe(matrixCall(app(), role, actorOf(role)));
      if (allowed) expect(row.accepted ?? ['OK'], `${role} may ${operation}`).toContain(result);
      else expect(REFUSED.has(result), `${role} may not ${operation}, got ${result}`).toBe(true);
    });
  }
}
