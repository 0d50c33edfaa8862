import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  // Pothos loads graphql's CJS build; make vite load the same copy (STACK-NOTES trap 1).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.postgres.test.ts`: what only PostgreSQL has (several server instances on one database,
    // backends to terminate). Collected only when DATABASE_URL names one, so the PGlite pass has
    // nothing to skip; CI's PostgreSQL pass runs them.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts']),
    ],
    // Migrates one database per run; each file copies it (test/database.ts). Bundles the crash
    // tests' child processes once, so they start with plain node (test/children.ts).
    globalSetup: ['test/global-setup.ts'],
    // The files of a worker share its modules: the app's 3–5 s of imports happen once per worker,
    // not once per file, and database copies are reset rather than made again (decision 073), on
    // PGlite and PostgreSQL alike. test/per-file.ts resets the module state a file could leave
    // for the next. TEST_ISOLATE=1 isolates every file again (to find one that leaks).
    isolate: process.env.TEST_ISOLATE === '1',
    setupFiles: ['test/per-file.ts'],
    // The process-kill mail test takes ~15 s alone; sharing 2 cores with a second worker it can
    // pass 30 s. A hang guard, not a speed check.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
