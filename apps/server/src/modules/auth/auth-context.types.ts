import type { Db } from '../../platform/db.ts';
import type { Locale } from '@matchday/shared';

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
  /**
   * The language the request's browser asks for (Accept-Language): mails this request sends to
   * a person who has not chosen a language are written in it.
   */
  requestLocale?: Locale | undefined;
};
