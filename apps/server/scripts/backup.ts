/**
 * npm run backup [-- <directory>]: backs up the database of this environment (DATABASE_URL, or
 * DATA_DIR's PGlite — stop the server first) and the local uploads into a new directory
 * (default backups/matchday-<time>), with a manifest of every table's count and checksum.
 */
import path from 'node:path';
import { backup, placeFromEnv } from '../src/platform/backup.ts';
import { parseEnv } from '../src/platform/env.ts';

const env = parseEnv(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? path.join('backups', `matchday-${stamp}`));
const manifest = await backup(placeFromEnv(env), out);
const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
const tables = Object.keys(manifest.tables).length;
console.log(
  `Backed up ${manifest.kind}: ${tables} tables, ${rows} rows${manifest.uploads ? ', uploads' : ''} → ${out}`,
);
