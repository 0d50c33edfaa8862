import type { Db } from '../../platform/db.ts';

/** Where security events go (a request's pino logger in the app): user and device, no secrets. */
export type AuthLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

/** What the auth verbs need besides their input. */
export type AuthContext = {
  db: Db;
  /** HS256 key of the access tokens (platform/secrets.ts). */
  key: Uint8Array;
  /** Base of the links in mails: `${publicUrl}/verify/<token>` etc. */
  publicUrl: string;
  log: AuthLog;
  /** Access-token lifetime; ACCESS_TOKEN_TTL_SECONDS (15 min) unless configured. */
  accessTokenTtlSeconds?: number | undefined;
};
