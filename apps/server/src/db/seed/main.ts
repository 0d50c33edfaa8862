/**
 * `npm run seed -- --demo`: creates the demo personas (password `matchday-demo`) in the database
 * the environment names (DATABASE_URL, else the embedded one in DATA_DIR), after migrating it.
 */
import { databaseFromEnv } from '../../platform/boot.ts';
import { EnvError, parseEnv } from '../../platform/env.ts';
import { storageFromEnv } from '../../platform/storage.ts';
import { DEMO_PASSWORD, seedDemoPersonas } from './demo.ts';

async function main() {
  if (!process.argv.includes('--demo')) {
    console.error('Nothing to seed. Use: npm run seed -- --demo   (creates the demo personas)');
    process.exit(2);
  }
  const env = parseEnv(process.env);
  const database = await databaseFromEnv(env);
  try {
    await database.migrate();
    const created = await seedDemoPersonas(database.db, env.PUBLIC_URL, await storageFromEnv(env));
    console.log(
      created.length
        ? `Created ${created.join(', ')} (password ${DEMO_PASSWORD}) in the ${database.kind} database`
        : 'The demo personas exist already; nothing changed',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
