import { defineProject } from 'vitest/config';

export default defineProject({
  // Pothos loads graphql's CJS build; make vite load the same copy (STACK-NOTES trap 1).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one database per run; each file copies it (test/database.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
