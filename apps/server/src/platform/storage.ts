import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EnvError, type Env } from './env.ts';

import { assertSafeKey, type FileStorage } from './storage-keys.ts';

export { assertSafeKey, type FileStorage } from './storage-keys.ts';

export function localStorage(root: string): FileStorage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** Temporary local storage (tests, and buildApp without a configured store). */
export async function temporaryStorage(): Promise<FileStorage> {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  return localStorage(await mkdtemp(path.join(tmpdir(), 'matchday-uploads-')));
}

/** The store the environment names: a bucket (STORAGE_DRIVER=s3) or a local directory. */
export async function storageFromEnv(
  env: Pick<
    Env,
    | 'STORAGE_DRIVER'
    | 'UPLOADS_DIR'
    | 'DATA_DIR'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PATH_STYLE'
  >,
): Promise<FileStorage> {
  if (env.STORAGE_DRIVER === 's3') {
    const required = [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const;
    const missing = required.filter((key) => !env[key]);
    if (missing.length) {
      throw new EnvError(
        missing
          .map((key) => `Invalid environment variable ${key}: required when STORAGE_DRIVER=s3`)
          .join('\n'),
      );
    }
    const { s3Storage } = await import('./s3-storage.ts');
    return s3Storage({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      pathStyle: env.S3_PATH_STYLE === 'true',
    });
  }
  const dir = path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return localStorage(dir);
}
