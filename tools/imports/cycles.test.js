import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './graph.js';

const repo = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(repo, file);

describe('import cycles, type-only imports counted', () => {
  it('finds a cycle of type imports (the check can fail)', () => {
    const graph = importGraph([path.join(import.meta.dirname, 'fixtures')]);
    expect(cycles(graph).map((c) => c.map((f) => path.basename(f)))).toEqual([['a.ts', 'b.ts']]);
  });

  it('the apps and packages have none', () => {
    const roots = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'e2e', 'bench']
      .concat(['shared', 'scheduler', 'matching'].map((p) => `packages/${p}/src`))
      .map((r) => path.join(repo, r));
    const found = cycles(importGraph(roots)).map((c) => c.map(rel));
    expect(found).toEqual([]);
  });
});
