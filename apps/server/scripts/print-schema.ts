/** Writes apps/server/schema/<graph>.graphql; with --check, fails when a committed file is stale. */
import { readFile, writeFile } from 'node:fs/promises';
import { printGraphs, schemaDir } from '../src/graphs/print-graphs.ts';

const check = process.argv.includes('--check');
let stale = 0;
for (const [graph, sdl] of Object.entries(printGraphs())) {
  const file = new URL(`${graph}.graphql`, schemaDir);
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === sdl) continue;
  if (check) {
    stale += 1;
    console.error(`schema/${graph}.graphql is stale: run npm run schema:print`);
  } else {
    await writeFile(file, sdl);
    console.log(`wrote schema/${graph}.graphql`);
  }
}
process.exit(stale ? 1 : 0);
