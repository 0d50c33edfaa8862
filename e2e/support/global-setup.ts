import type { TestProject } from 'vitest/node';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ledgerTotals, resetLedger, uncheckedScreens } from './a11y-ledger.ts';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.ts';
import { startMailSink } from './mail-sink.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

/**
 * One production server (embedded PGlite, demo personas) and one chromium for every browser test:
 * each file connects to the browser (launchBrowser) instead of starting its own.
 */
export default async function setup(project: TestProject) {
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(dist)) throw new Error('Build the web app first: npm run build');
  // The server runs compiled, as `npm start` runs it: compile the current source (< 1 s).
  execFileSync('npm', ['run', '--silent', 'build:server'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  });
  // Mail leaves by SMTP to a sink the tests can read (the Outbox shows links redacted); servers
  // the tests start themselves use it too (E2E_SMTP_URL, read by startServer).
  resetLedger();
  const sink = await startMailSink();
  process.env.E2E_SMTP_URL = sink.smtpUrl;
  process.env.E2E_MAIL_SINK = sink.httpUrl;
  const server = await startServer();
  project.provide('baseUrl', server.url);
  const browser = await chromium.launchServer({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    printA11yLedger();
    // E2E_PRINT_SERVER_LOG=1: the shared server's log (warnings and errors) after the run.
    if (process.env.E2E_PRINT_SERVER_LOG) console.log(server.log.join(''));
    await browser.close();
    await server.stop();
    await sink.close();
  };
}

/** What axe covered: every visited screen should have been checked (decision 065). */
function printA11yLedger() {
  const { visited, checked } = ledgerTotals();
  const missed = uncheckedScreens();
  console.log(
    `axe: ${visited} screens visited, ${checked} checked, ${missed.length} visited but unchecked`,
  );
  for (const { key, url } of missed) console.log(`  unchecked: ${key}  (${url})`);
}
