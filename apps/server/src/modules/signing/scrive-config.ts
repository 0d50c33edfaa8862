import { EnvError, type Env } from '../../platform/env.ts';
import type { SigningProvider } from './provider.ts';
import { scriveProvider } from './scrive-provider.ts';

export type ScriveEnv = Partial<
  Pick<
    Env,
    | 'SCRIVE_URL'
    | 'SCRIVE_API_TOKEN'
    | 'SCRIVE_API_SECRET'
    | 'SCRIVE_ACCESS_TOKEN'
    | 'SCRIVE_ACCESS_SECRET'
  >
>;

const CREDENTIALS = [
  'SCRIVE_API_TOKEN',
  'SCRIVE_API_SECRET',
  'SCRIVE_ACCESS_TOKEN',
  'SCRIVE_ACCESS_SECRET',
] as const;

/**
 * The Scrive provider when SCRIVE_URL is set (null: the built-in signer). Checked at boot: a
 * URL without all four credentials stops the server with one line per missing variable.
 */
export function scriveFromEnv(env: ScriveEnv, publicUrl: string): SigningProvider | null {
  if (!env.SCRIVE_URL) return null;
  const missing = CREDENTIALS.filter((key) => !env[key]);
  if (missing.length) {
    throw new EnvError(
      missing
        .map((key) => `Invalid environment variable ${key}: required when SCRIVE_URL is set`)
        .join('\n'),
    );
  }
  return scriveProvider({
    url: env.SCRIVE_URL,
    apiToken: env.SCRIVE_API_TOKEN!,
    apiSecret: env.SCRIVE_API_SECRET!,
    accessToken: env.SCRIVE_ACCESS_TOKEN!,
    accessSecret: env.SCRIVE_ACCESS_SECRET!,
    publicUrl,
  });
}
