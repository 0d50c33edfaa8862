import { z } from 'zod';

/**
 * Configuration, validated once at boot (issue 2). A bad variable stops the process with one
 * line naming it; secrets that are not given are generated and kept in DATA_DIR (secrets.ts).
 */
const port = z.coerce.number().int().min(0).max(65535);
const bytes = z.coerce.number().int().positive();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: bytes.default(1024 * 1024),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Lifetime of access tokens in seconds (tests shorten it to exercise refresh). */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(3600).default(900),
  /**
   * Behind a reverse proxy: `true`, or the trusted proxy addresses/CIDRs (comma list), so the
   * client address (sign-in throttling) comes from X-Forwarded-For. Unset: the socket address.
   */
  TRUST_PROXY: z
    .string()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v))
    .optional(),
  /** Mail over SMTP, e.g. smtp://user:pass@host:587; unset keeps mail in the admin Outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every mail, e.g. "Matchday <no-reply@example.com>". */
  MAIL_FROM: z.string().min(3).optional(),
  /** Uploaded files: `local` (UPLOADS_DIR, default DATA_DIR/uploads) or an `s3` bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().min(1).optional(),
  /** S3-compatible store (STORAGE_DRIVER=s3; platform/storage.ts checks the set is complete). */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (<endpoint>/<bucket>/<key>), which every S3-compatible store accepts. */
  S3_PATH_STYLE: z.enum(['true', 'false']).default('true'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `Invalid environment variable ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new EnvError(lines.join('\n'));
}
