import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Configuration, validated once at boot. A bad variable stops the process with one
 * line naming it; secrets that are not given are generated and kept in DATA_DIR (secrets.ts).
 */
const port = z.coerce.number().int().min(0).max(65535);
const bytes = z.coerce.number().int().positive();

const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Base of the links in mails; unset: this machine on the port in use (PORT). */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: bytes.default(1024 * 1024),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  /** The programme's language: screens and mails of people who have not chosen one. */
  DEFAULT_LOCALE: z.enum(['en', 'sv'], { error: 'must be en or sv' }).default('en'),
  /** Lifetime of access tokens in seconds (tests shorten it to exercise refresh). */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(3600).default(900),
  /**
   * Behind reverse proxies: which hops to believe, so the client address (throttling, rate
   * limits) comes from X-Forwarded-For (docs/decisions/033-trusted-proxies.md). Either the number
   * of proxy hops in front of the app (`1`: the address the nearest proxy saw), or a comma list
   * of the proxies' addresses/CIDRs (also `loopback`, `linklocal`, `uniquelocal`). `true` (believe
   * any X-Forwarded-For) is refused: a client could rotate its address or name a victim's.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '' || v === 'false') return undefined;
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        if (hops >= 1 && hops <= 10) return hops;
      }
      const list = v.split(',').map((s) => s.trim());
      if (v !== 'true' && list.every(isProxyAddress)) return list;
      ctx.addIssue({
        code: 'custom',
        message:
          'give the proxy hop count (1-10) or the proxy addresses/CIDRs; `true` would believe any X-Forwarded-For',
      });
      return z.NEVER;
    })
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
  /**
   * Scrive e-signature (docs/decisions/062): with SCRIVE_URL (e.g. https://api-testbed.scrive.com)
   * and its four OAuth credentials, grant agreements are signed through Scrive's API v2; unset,
   * the built-in signer signs them. modules/signing/scrive-config.ts checks the set is complete.
   */
  SCRIVE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SCRIVE_API_TOKEN: z.string().min(1).optional(),
  SCRIVE_API_SECRET: z.string().min(1).optional(),
  SCRIVE_ACCESS_TOKEN: z.string().min(1).optional(),
  SCRIVE_ACCESS_SECRET: z.string().min(1).optional(),
  /** Bearer token a Prometheus scraper sends to GET /metrics; unset: /metrics is 404 on PORT. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A second, private port answering GET /metrics without a token (bind it where only the scraper reaches). */
  METRICS_PORT: port.optional(),
  /**
   * Graceful stop (SIGTERM): seconds /api/ready answers DRAINING before the listener closes, so
   * load balancers move traffic away first; then in-flight requests get SHUTDOWN_TIMEOUT seconds.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT: z.coerce.number().min(1).max(600).default(15),
  /** OpenTelemetry: traces go over OTLP/HTTP to this collector when set; off otherwise. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The `service.name` of the exported traces. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).optional(),
});

export const envSchema = variables.transform((env) => ({
  ...env,
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`,
}));

/** An address, a CIDR range or one of proxy-addr's named ranges. */
function isProxyAddress(value: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

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
