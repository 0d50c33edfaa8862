import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderBackArrows, importGraph } from './graph.js';

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

describe('the server’s floors (docs/ARCHITECTURE.md "Layers and rooms")', () => {
  it('no folder of apps/server/src imports one that builds on it: no back-arrows', () => {
    const arrows = folderBackArrows(path.join(repo, 'apps/server/src'));
    expect(arrows.map(([edge, files]) => `${edge}: ${files.slice(0, 3).join(', ')}`)).toEqual([]);
  });

  it('finds a back-arrow when there is one (the check can fail)', () => {
    const root = path.join(repo, 'apps/server/src');
    const graph = importGraph([root]);
    const platformDb = path.join(root, 'platform/db.ts');
    graph.set(platformDb, new Set([...graph.get(platformDb), path.join(root, 'db/schema.ts')]));
    expect(folderBackArrows(root, graph).map(([edge]) => edge)).toContain('platform -> db');
  });
});
