import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './db.ts';
import type { Env } from './env.ts';

/** Opens the database the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function databaseFromEnv(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL })
    : openDatabase({ dataDir: env.DATA_DIR });
}

/** Where the built web app lives (apps/web/dist unless WEB_DIST says otherwise). */
export function webDistFromEnv(env: Pick<Env, 'WEB_DIST'>) {
  return env.WEB_DIST ? path.resolve(env.WEB_DIST) : builtWebApp();
}

/** apps/web/dist as seen from src/platform (run from source) or from dist/ (run compiled). */
function builtWebApp() {
  const candidates = ['../../../web/dist', '../../web/dist'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}
