import type { FastifyReply } from 'fastify';
import { AppError } from '../platform/errors.ts';

/**
 * A graph request refused before execution (the cost budget's 429), answered the way GraphQL
 * answers over HTTP: `{ errors: [{ message, extensions: { code, … } }] }` as
 * application/graphql-response+json, so Apollo hands the message to the page like any other
 * GraphQL error; the status and Retry-After header tell every other client.
 */
export function graphqlRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const details = (error.details ?? {}) as { retryAfterSeconds?: unknown };
  const retryAfter = details.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply
    .status(error.status)
    .type('application/graphql-response+json; charset=utf-8')
    .send({ errors: [{ message: error.message, extensions: { code: error.code, ...details } }] });
}
