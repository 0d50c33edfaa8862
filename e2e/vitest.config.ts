import { defineConfig } from 'vitest/config';

/** Browser tests: real chromium (playwright-core) against the production server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/a11y-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too short for a page to load while CI runs the
    // database tests beside the browser (.ci/run). A poll still ends as soon as it succeeds.
    expect: { poll: { timeout: 15_000 } },
  },
});
