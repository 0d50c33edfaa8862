/**
 * `npm run size` (after `npm run build`; a step of .ci/run): the JavaScript the landing page `/`
 * loads before anything else (landing-size.ts), gzipped, against LANDING_BUDGET_KB; exits 1
 * above it. `--all` also lists every chunk loaded on demand (the bundle report).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipKb, LANDING_BUDGET_KB, landingChunks } from './landing-size.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('size: no build in apps/web/dist — run npm run build first');
  process.exit(1);
}

const line = (name: string, raw: number, gzip: number) =>
  console.log(name.padEnd(48), raw.toFixed(1).padStart(9), gzip.toFixed(1).padStart(9));
const landing = await landingChunks(dist);
console.log('landing chunk'.padEnd(48), 'raw kB'.padStart(9), 'gzip kB'.padStart(9));
for (const c of landing) line(c.file, c.rawKb, c.gzipKb);
const total = landing.reduce((sum, c) => sum + c.gzipKb, 0);

if (process.argv.includes('--all')) {
  console.log('\nother chunks (loaded on demand)');
  const counted = new Set(landing.map((c) => c.file));
  const assets = path.join(dist, 'assets');
  const others = (await readdir(assets)).filter((f) => f.endsWith('.js') && !counted.has(f));
  const sizes = await Promise.all(
    others.map(async (f) => {
      const content = await readFile(path.join(assets, f));
      return { file: f, rawKb: content.length / 1024, gzipKb: gzipKb(content) };
    }),
  );
  for (const c of sizes.sort((a, b) => b.gzipKb - a.gzipKb)) line(c.file, c.rawKb, c.gzipKb);
}

const ok = total <= LANDING_BUDGET_KB;
console.log(
  `landing JS (gzip): ${total.toFixed(1)} kB in ${landing.length} chunks, budget ${LANDING_BUDGET_KB} kB: ${ok ? 'OK' : 'OVER BUDGET'}`,
);
if (!ok) process.exit(1);
