#!/usr/bin/env node
/**
 * How far the server's rooms reach into each other's tables (decision 093). Prints the imports
 * of another room's `*.tables.ts` from non-test module files (foreign keys between tables files
 * apart), the imports of another room's `*.read-model.ts`, the TABLES_OPEN_TO entries, and
 * any write (insert, update, delete) through a read model, which must stay at 0.
 * Run: node tools/imports/tables.js [--list]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TABLES_OPEN_TO } from '../eslint/boundaries.js';

const repo = path.resolve(import.meta.dirname, '../..');
const modules = path.join(repo, 'apps/server/src/modules');
const roomOf = (file) => path.relative(modules, file).split(path.sep)[0];
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function moduleFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) moduleFiles(full, out);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** Every cross-room import of tables or read models, with the names it brings in. */
export function tableImports() {
  const found = [];
  for (const file of moduleFiles(modules)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const kind = /\.tables(\.ts)?$/.test(m[3])
        ? 'tables'
        : /\.read-model(\.ts)?$/.test(m[3])
          ? 'read-model'
          : null;
      if (!kind) continue;
      const owner = roomOf(path.resolve(path.dirname(file), m[3]));
      const importer = roomOf(file);
      if (owner === importer) continue;
      const names = m[2]
        .split(',')
        .map((n) => n.replace(/\btype\s+/, '').trim())
        .filter(Boolean)
        .map((n) => n.split(/\s+as\s+/).pop());
      const foreignKey = kind === 'tables' && /\.tables\.ts$/.test(file);
      found.push({
        kind,
        owner,
        importer,
        file: path.relative(repo, file),
        names,
        foreignKey,
        text,
      });
    }
  }
  return found;
}

/** Statements that change rows of a table a file took from another room's read model. */
export function writesThroughReadModels(found = tableImports()) {
  const writes = [];
  for (const f of found.filter((x) => x.kind === 'read-model')) {
    for (const name of f.names) {
      const change = new RegExp(
        `\\.(insert|update|delete)\\(\\s*${name}\\s*\\)|\\b(insert into|update|delete from)\\s+\\$\\{${name}\\}`,
        'i',
      );
      if (change.test(f.text)) writes.push(`${f.file}: writes ${name}`);
    }
  }
  return writes;
}

export function openEntries() {
  return Object.values(TABLES_OPEN_TO).reduce((n, list) => n + list.length, 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = tableImports();
  const direct = found.filter((f) => f.kind === 'tables' && !f.foreignKey);
  const keys = found.filter((f) => f.foreignKey);
  const reads = found.filter((f) => f.kind === 'read-model');
  console.log(
    `cross-room *.tables.ts imports (non-test module files): ${direct.length + keys.length}`,
  );
  console.log(`  of them foreign keys (tables file → tables file): ${keys.length}`);
  console.log(`  of them from services and other code: ${direct.length}`);
  console.log(`cross-room *.read-model.ts imports (joins, read only): ${reads.length}`);
  console.log(`TABLES_OPEN_TO entries: ${openEntries()}`);
  console.log(`writes through a read model: ${writesThroughReadModels(found).length}`);
  const list = process.argv.includes('--list');
  const groups = new Map();
  for (const f of found) {
    const key = `${f.kind}${f.foreignKey ? ' (foreign key)' : ''}: ${f.owner} → ${f.importer}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  for (const [key, fs] of [...groups].sort()) {
    console.log(`  ${key}: ${fs.length}`);
    if (list) for (const f of fs) console.log(`      ${f.file} {${f.names.join(', ')}}`);
  }
}
