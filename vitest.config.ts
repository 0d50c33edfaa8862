import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/vitest.config.ts'],
    // Vitest's default is one worker fewer than cores: 1 on a 2-core machine. The server files
    // spend much of their time waiting (job polling, SMTP, a child process), so two overlap well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
