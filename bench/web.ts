/**
 * `npm run bench:web`: gzip size of every built JS chunk, and the Lighthouse performance score
 * of `/` served by the production server (desktop and mobile presets). Prints; asserts nothing.
 * Targets: landing route ≤ 200 kB JS gzip; Lighthouse desktop ≥ 95, mobile ≥ 85.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROME_PATH, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const assets = path.join(dist, 'assets');
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const entry = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
let landing = 0;
console.log('chunk'.padEnd(44), 'raw kB'.padStart(9), 'gzip kB'.padStart(9));
for (const file of (await readdir(assets)).filter((f) => f.endsWith('.js')).sort()) {
  const content = await readFile(path.join(assets, file));
  const gz = gzipSync(content, { level: 9 }).length;
  if (entry.has(file)) landing += gz;
  console.log(
    `${file}${entry.has(file) ? ' (landing)' : ''}`.padEnd(44),
    (content.length / 1024).toFixed(1).padStart(9),
    (gz / 1024).toFixed(1).padStart(9),
  );
}
console.log(`landing route JS (gzip): ${(landing / 1024).toFixed(1)} kB (target ≤ 200 kB)`);

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROMIUM_ARGS,
});
try {
  for (const [preset, config] of [
    ['desktop', desktopConfig],
    ['mobile', undefined],
  ] as const) {
    const result = await lighthouse(
      `${server.url}/`,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      config,
    );
    const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
    const target = preset === 'desktop' ? 95 : 85;
    console.log(`lighthouse ${preset} performance: ${score} (target ≥ ${target})`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
