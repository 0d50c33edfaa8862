/**
 * npm run restore -- <backup directory>: puts a backup back into this environment's database
 * (DATABASE_URL: an empty or replaceable database; PGlite: a DATA_DIR without one) and uploads,
 * then checks every table's row count and checksum against the backup's manifest.
 */
import path from 'node:path';
import { differences, placeFromEnv, restoreFiles, withSql } from '../src/platform/backup.ts';
import { parseEnv } from '../src/platform/env.ts';

const from = process.argv[2];
if (!from) {
  console.error('Name the backup directory: npm run restore -- backups/matchday-…');
  process.exit(2);
}
const place = placeFromEnv(parseEnv(process.env));
const manifest = await restoreFiles(place, path.resolve(from));
const wrong = await withSql(place, (query) => differences(query, manifest));
const tables = Object.keys(manifest.tables).length;
if (wrong.length) {
  console.error(`Restored, but these tables differ from the backup: ${wrong.join(', ')}`);
  process.exit(1);
}
console.log(`Restored ${manifest.kind} from ${from}: all ${tables} tables match the backup`);
