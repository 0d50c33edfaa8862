import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';

/**
 * The secret path segments of the web app's link screens (SPEC §2): /verify/{token},
 * /reset/{token}, /token/{type}/{token}. Access logs keep the screen, never the token.
 */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/(?:verify|reset)\/)[^/?#]+/, '$1:token'],
  [/^(\/token\/[^/?#]+\/)[^/?#]+/, '$1:token'],
];
/** Query parameters that carry a secret (signed file URLs). */
const SECRET_PARAMS = /([?&](?:sig|token|signature)=)[^&#]*/gi;

/** The URL as the log may show it. */
export function loggableUrl(url: string): string {
  let out = url;
  for (const [pattern, replacement] of SECRET_PATHS) out = out.replace(pattern, replacement);
  return out.replace(SECRET_PARAMS, '$1:redacted');
}

/**
 * pino options for Fastify: request ids on every line, secrets never logged — no passwords or
 * refresh tokens in logged objects, no authorization header, and no link tokens in URLs.
 */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'refreshToken',
        'token',
        '*.password',
        '*.refreshToken',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
