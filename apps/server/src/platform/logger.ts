import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';

/** pino options for Fastify: request ids on every line, secrets never logged. */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'refreshToken',
        '*.password',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
  };
}
