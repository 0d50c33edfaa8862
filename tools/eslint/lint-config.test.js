import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

describe('the repository lint config', () => {
  it('fails on an import cycle (import-x/no-cycle)', async () => {
    const eslint = new ESLint({ cwd: repo, ignore: false });
    const [result] = await eslint.lintFiles([
      path.join(import.meta.dirname, 'fixtures/cycle-a.ts'),
    ]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  }, 60_000);
});
