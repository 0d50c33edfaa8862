import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, codeForStatus, errorBody } from '../platform/errors.ts';
import { isDataException } from '../platform/db-errors.ts';

/**
 * Every error leaves as JSON `{ error: { code, message } }`: never an HTML page, never a stack
 * trace. Client mistakes keep Fastify's message (it names the problem); server faults are logged
 * and answered with a generic message.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)
        ?.retryAfterSeconds;
      if (
        (error.code === 'TOO_MANY_REQUESTS' || error.code === 'UNAVAILABLE') &&
        typeof retryAfter === 'number'
      ) {
        reply.header('retry-after', String(retryAfter));
      }
      return reply.code(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (isDataException(error)) {
      // A value the database refuses as data (NUL in text, a malformed uuid) that slipped past
      // the input schemas: the client's mistake, logged so the schema gets the rule.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send(errorBody('BAD_REQUEST', 'Invalid input'));
    }
    if (clientWentAway(error, reply.raw)) {
      // The client closed its connection before the answer was written (a load generator
      // ending its run, a closed tab): nothing failed here and nobody is left to answer.
      request.log.debug({ err: error }, 'client closed the connection');
      return reply.code(499).send();
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('INTERNAL', 'Internal server error'));
    }
    return reply.code(status).send(errorBody(codeForStatus(status), clientMessage(error)));
  });
}

/** A stream that ended early because the response's connection is gone. */
function clientWentAway(error: { code?: string }, response: { destroyed: boolean }) {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' && response.destroyed;
}

function clientMessage(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type; send application/json`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Body cannot be empty when content-type is application/json';
    default:
      return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? `Malformed JSON body: ${error.message}`
        : error.message;
  }
}
