import { describe, expect, it } from 'vitest';
import { TABLES_OPEN_TO } from '../eslint/boundaries.js';
import { tableImports, writesThroughReadModels } from './tables.js';

describe('rooms own their tables (decision 093)', () => {
  it('no room writes rows it took from another room’s read model', () => {
    expect(writesThroughReadModels()).toEqual([]);
  });

  it('outside foreign keys, only the rooms TABLES_OPEN_TO names import another room’s tables', () => {
    const stray = tableImports()
      .filter((f) => f.kind === 'tables' && !f.foreignKey)
      .filter((f) => !(TABLES_OPEN_TO[f.owner] ?? []).includes(f.importer))
      .map((f) => `${f.file} → ${f.owner}`);
    expect(stray).toEqual([]);
  });

  it('the check sees a write through a read model', () => {
    const file = {
      kind: 'read-model',
      owner: 'events',
      importer: 'meetings',
      file: 'x.service.ts',
      names: ['attendances'],
      foreignKey: false,
      text: 'await tx.update(attendances).set({ state: "WITHDRAWN" });',
    };
    expect(writesThroughReadModels([file])).toEqual(['x.service.ts: writes attendances']);
  });
});
