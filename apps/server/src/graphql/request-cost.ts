import type { FastifyRequest } from 'fastify';
import { parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Actor } from '../platform/actor.ts';
import { GRAPHQL_LIMITS } from './armor.ts';
import { operationCost } from './query-cost.ts';

/** Parsed query texts, most recent last (the web app and the benches repeat a few hundred). */
const parsed = new Map<string, DocumentNode | null>();
const PARSED_KEPT = 500;

function documentOf(query: string): DocumentNode | null {
  const known = parsed.get(query);
  if (known !== undefined) {
    parsed.delete(query);
    parsed.set(query, known);
    return known;
  }
  let document: DocumentNode | null;
  try {
    document = parse(query, { maxTokens: GRAPHQL_LIMITS.tokens, noLocation: true });
  } catch {
    document = null; // Yoga answers the syntax or size error itself
  }
  parsed.set(query, document);
  if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  return document;
}

type Body = { query?: unknown; variables?: unknown; operationName?: unknown };

/** The estimated cost of a GraphQL POST body on a graph (0 when it is not a readable query). */
export function requestCost(schema: GraphQLSchema, body: unknown): number {
  const { query, variables, operationName } = (body ?? {}) as Body;
  if (typeof query !== 'string') return 0;
  const document = documentOf(query);
  if (!document) return 0;
  const values =
    variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {};
  const name = typeof operationName === 'string' ? operationName : null;
  return operationCost(schema, document, values, name);
}

/**
 * Whose budget a request spends: the signed-in person or admin, else the client address
 * (request.ip: the socket's, or the forwarded one behind a trusted proxy, decision 033).
 */
export function principalOf(actor: Actor, request: FastifyRequest): string {
  return actor ? `${actor.kind}:${actor.id}` : `ip:${request.ip}`;
}
