import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Secrets = { jwtSecret: string };

/**
 * Secrets not given in the environment are generated on first start and kept in
 * DATA_DIR/secrets.json (mode 600), so restarts keep sessions valid. Nothing is hard-coded.
 */
export async function loadSecrets(dataDir: string, given: { JWT_SECRET?: string | undefined }) {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  const secrets: Secrets = {
    jwtSecret: given.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
  };
  if (!given.JWT_SECRET && stored.jwtSecret !== secrets.jwtSecret) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  }
  return secrets;
}
