/**
 * `npm run bench:web`: gzip size of the JS the landing page loads, and the Lighthouse performance score
 * of `/` served by the production server (desktop and mobile presets; BENCH_URL=http://… to
 * measure one already running). Prints; asserts nothing.
 * Targets: landing route ≤ 150 kB JS gzip (what it loads before anything else; `npm run size`
 * holds it in CI); Lighthouse desktop ≥ 95, mobile ≥ 85.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';
import { LANDING_BUDGET_KB, landingChunks } from '../apps/web/scripts/landing-size.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const landing = await landingChunks(dist);
console.log('landing chunk'.padEnd(44), 'raw kB'.padStart(9), 'gzip kB'.padStart(9));
for (const c of landing) {
  console.log(c.file.padEnd(44), c.rawKb.toFixed(1).padStart(9), c.gzipKb.toFixed(1).padStart(9));
}
const total = landing.reduce((sum, c) => sum + c.gzipKb, 0);
console.log(
  `landing route JS (gzip): ${total.toFixed(1)} kB (target ≤ ${LANDING_BUDGET_KB} kB; npm run size -- --all lists every chunk)`,
);

// BENCH_URL: measure a server already running (a loaded machine may take longer to seed the
// demo than startServer waits).
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startServer();
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
    console.log(
      `lighthouse ${preset} performance: ${score} (target ≥ ${target}; load average ${loadavg()[0]!.toFixed(1)})`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
