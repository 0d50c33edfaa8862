import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../src/platform/actor.ts';

export const GRAPH = {
  startup: '/api/startup',
  corp: '/api/corp',
  admin: '/api/matrix/neo',
} as const;

export type GqlBody = {
  data?: Record<string, unknown> | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fields?: { field: string; message: string }[] };
  }[];
};

/** A GraphQL request as `actor` (headerActor resolver, test/actors.ts). */
export async function gqlAs(
  app: FastifyInstance,
  graph: keyof typeof GRAPH | '/api/public',
  actor: Actor,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: graph.startsWith('/') ? graph : GRAPH[graph as keyof typeof GRAPH],
    headers: actor ? { 'x-test-actor': JSON.stringify(actor) } : {},
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() as GqlBody };
}

/** The error code of the first GraphQL error (or its message), or OK. */
export function outcome(body: GqlBody) {
  const error = body.errors?.[0];
  return error ? (error.extensions?.code ?? error.message) : 'OK';
}

export const startupActor = (companyId: string, id: string = randomUUID()): Actor => ({
  kind: 'user',
  id,
  type: 'startup',
  companyId,
});

export const corpActor = (companyId: string, id: string = randomUUID()): Actor => ({
  kind: 'user',
  id,
  type: 'corp',
  companyId,
});

export const adminOf = (
  adminType: 'ADMIN' | 'EVENT_HOST' | 'INCUBATOR' | 'CONSORTIUM_MEMBER',
  extra: { incubator?: string; hosting?: string[]; accountFilter?: string[] } = {},
): Actor => ({
  kind: 'admin',
  id: randomUUID(),
  adminType,
  incubator: extra.incubator ?? null,
  hosting: extra.hosting ?? [],
  accountFilter: extra.accountFilter ?? [],
});
