import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scheduler',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The property and scale tests run whole schedules (up to a second each on a quiet machine);
    // on two shared cores under a full CI run they need more than vitest's default 5 s.
    testTimeout: 60_000,
  },
});
