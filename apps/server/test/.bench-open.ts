import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { createPglite, openPglite } from '../src/platform/db.ts';
const dumpFile = process.argv[2]!;
const old: number[] = [],
  neu: number[] = [];
for (let i = 0; i < 5; i++) {
  let t = performance.now();
  const a = openPglite(new PGlite()); // what testDatabase() did (options were dropped)
  await a.migrate();
  await a.ping();
  old.push(performance.now() - t);
  await a.close();
  t = performance.now();
  const b = openPglite(createPglite(undefined, new Blob([await readFile(dumpFile)])));
  await b.migrate();
  await b.ping();
  neu.push(performance.now() - t);
  await b.close();
}
const f = (x: number[]) =>
  x.map((v) => (v / 1000).toFixed(2)).join(' ') +
  '  median ' +
  (x.sort((p, q) => p - q)[2]! / 1000).toFixed(2);
console.log('create+migrate', f(old));
console.log('load dump     ', f(neu));
