import { deviceIdHeader, MISSING_CREDENTIALS_MESSAGE } from '@matchday/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../modules/auth/auth-context.types.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { acceptedLocale } from '../platform/locale.ts';
import { parseInput } from '../platform/validation.ts';

/** What the identity routes need from the app. */
export type AuthRouteDeps = {
  db: Db;
  key: Uint8Array;
  publicUrl: string;
  accessTokenTtlSeconds?: number | undefined;
};

/** The auth verbs' context for one request (its logger carries the request id). */
export function authContext(deps: AuthRouteDeps, request: FastifyRequest): AuthContext {
  return {
    db: deps.db,
    key: deps.key,
    publicUrl: deps.publicUrl,
    log: request.log,
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
    requestLocale: acceptedLocale(request.headers['accept-language']),
  };
}

/** The `deviceid` header, required by sign-in, refresh and impersonation (400 without it). */
export function requireDeviceId(request: FastifyRequest): string {
  const value = request.headers.deviceid;
  if (value === undefined || value === '') {
    throw new AppError('BAD_REQUEST', 'Missing deviceid header');
  }
  const parsed = deviceIdHeader.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'Invalid deviceid header');
  return parsed.data;
}

export function optionalDeviceId(request: FastifyRequest): string | undefined {
  const parsed = deviceIdHeader.safeParse(request.headers.deviceid);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A sign-in body: without a non-empty username and password it is refused with SPEC §5's exact
 * message; the rest is checked by the schema.
 */
export function parseSignIn<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const given = (body ?? {}) as { username?: unknown; password?: unknown };
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (typeof body !== 'object' || !filled(given.username) || !filled(given.password)) {
    throw new AppError('BAD_REQUEST', MISSING_CREDENTIALS_MESSAGE);
  }
  return parseInput(schema, body);
}

/** Credentials and one-time answers must never be cached. */
export function noStore(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store');
}
