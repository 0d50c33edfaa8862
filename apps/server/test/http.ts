/** Requests to a test app: GraphQL as an actor, sign-in and refresh, the mails written. */
import type { Credentials } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../src/platform/actor.ts';
import type { Db } from '../src/platform/db.ts';
import { TEST_PASSWORD } from './factories.ts';

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

export type Login = { username: string; password?: string; type?: string | null };

/** POST /api/auth/login (or the admin twin) as a browser would. */
export function login(
  app: FastifyInstance,
  body: Login,
  options: { admin?: boolean; deviceId?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: options.admin ? '/api/matrix/auth/login' : '/api/auth/login',
    headers: { deviceid: options.deviceId ?? 'device-1' },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { password: TEST_PASSWORD, ...body },
  });
}

/** Signs in and returns the credentials, failing loudly when sign-in does not answer 200. */
export async function signInAs(
  app: FastifyInstance,
  account: { email: string; type?: string | null },
  options: { admin?: boolean; deviceId?: string } = {},
): Promise<Credentials> {
  const res = await login(app, { username: account.email, type: account.type }, options);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as Credentials;
}

/** POST /api/auth/token (or the admin twin). */
export function refresh(
  app: FastifyInstance,
  credentials: Credentials,
  options: { admin?: boolean; deviceId?: string; refreshToken?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: options.admin ? '/api/matrix/auth/token' : '/api/auth/token',
    headers: {
      deviceid: options.deviceId ?? 'device-1',
      authorization: credentials.token.accessTokenHeader,
    },
    payload: {
      userId: credentials.user.id,
      type: options.admin ? 'admin' : credentials.user.type,
      refreshToken: options.refreshToken ?? credentials.token.refreshToken,
    },
  });
}

/** A GraphQL query on one graph with an `authorization` header value (or none). */
export function graphql(
  app: FastifyInstance,
  path: string,
  authorization: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { deviceid: 'device-1', ...(authorization ? { authorization } : {}) },
    payload: { query, variables },
  });
}

/**
 * Mail rows queued for an address (the outbox the mail module keeps), newest last, as the
 * worker will send them: the stored data with the live links (secret_data) of mails not yet sent
 * merged in, the way a mailbox would see them (decision 022).
 */
export async function mailsTo(db: Db, to: string) {
  const result = await db.execute(
    sql`select template, data || coalesce(secret_data, '{}'::jsonb) as data from mail_messages where recipient = ${to.toLowerCase()} order by created_at`,
  );
  return (result as unknown as { rows: { template: string; data: { link: string } }[] }).rows;
}

/** The token at the end of a mailed link (…/verify/<token>, …/token/invite/<token>). */
export function tokenOf(link: string) {
  return link.slice(link.lastIndexOf('/') + 1);
}
