import { readFileSync } from 'node:fs';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, Result, default as AxeCore } from 'axe-core';
import type { Page } from 'playwright-core';
import { recordChecked } from './a11y-ledger.ts';

/**
 * Accessibility check (decision 065): axe-core runs on every screen the e2e
 * suite photographs (see screenshot() in browser.ts) and wherever a test calls checkA11y().
 * WCAG 2.0 / 2.1 A and AA rules; a serious or critical violation fails the test with a readable
 * list. The full report is written next to the screenshot: e2e/artifacts/<name>.axe.json.
 *
 * E2E_AXE=report collects without failing (each finding is appended to
 * e2e/artifacts/axe-findings.jsonl); E2E_AXE=off skips the check. Default: fail.
 */
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Narrowest exclusions for true misfires, each with its reason (decision 065). Empty: nothing
 * in our own screens needed one.
 */
const EXCLUDE: string[] = [];

let axeSource: string | undefined;
function source(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

type Mode = 'fail' | 'report' | 'off';
export function axeMode(): Mode {
  const value = process.env.E2E_AXE;
  return value === 'report' || value === 'off' ? value : 'fail';
}

/** Node summary of one violation, as printed and as collected in report mode. */
export interface Finding {
  screen: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
  summary: string[];
}

function findings(screen: string, url: string, violations: Result[]): Finding[] {
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({
      screen,
      url,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      summary: v.nodes.map((n) => n.failureSummary ?? '').filter(Boolean),
    }));
}

export function describeFindings(list: Finding[]): string {
  return list
    .map((f) => {
      const targets = f.targets
        .slice(0, 8)
        .map((t) => `      ${t}`)
        .join('\n');
      const more = f.targets.length > 8 ? `\n      … and ${f.targets.length - 8} more` : '';
      const why = f.summary[0] ? `\n    ${f.summary[0].replace(/\n\s*/g, ' ')}` : '';
      return `  [${f.impact}] ${f.rule}: ${f.help}\n    ${f.helpUrl}${why}\n${targets}${more}`;
    })
    .join('\n');
}

/** Lets finite transitions (drawers, dialogs, fades) end so colours are read at rest. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]),
  );
}

/** One axe run at a time per page (axe refuses a second concurrent run in the same window). */
const running = new WeakMap<Page, Promise<unknown>>();

/** Runs axe on the page as it stands and returns the serious/critical findings (never throws on them). */
export function runAxe(page: Page, name: string): Promise<Finding[]> {
  const before = running.get(page) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(() => runAxeNow(page, name));
  running.set(page, run);
  return run;
}

async function runAxeNow(page: Page, name: string): Promise<Finding[]> {
  // CDP evaluation, not a <script> tag: the app's CSP (script-src 'self') refuses inline scripts,
  // and the check must not loosen the policy it runs under.
  await settle(page);
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(source());
  const results = (await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const context = exclude.length
        ? { include: [['html']], exclude: exclude.map((s) => [s]) }
        : document;
      return axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
    },
    { tags: TAGS, exclude: EXCLUDE },
  )) as AxeResults;
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(
    path.join(ARTIFACTS, `${name}.axe.json`),
    JSON.stringify({ url: results.url, violations: results.violations }, null, 2),
  );
  recordChecked(results.url, page.viewportSize()?.width);
  return findings(name, results.url, results.violations);
}

/** Reports findings as the mode says: fail (throw), or collect them in report mode. */
export async function reportFindings(name: string, url: string, found: Finding[]) {
  if (found.length === 0) return;
  if (axeMode() === 'report') {
    await appendFile(
      path.join(ARTIFACTS, 'axe-findings.jsonl'),
      found.map((f) => JSON.stringify(f)).join('\n') + '\n',
    );
    return;
  }
  throw new Error(
    `Accessibility (axe-core, WCAG 2.1 A/AA): ${found.length} serious or critical ` +
      `violation(s) on "${name}" (${url}); full report e2e/artifacts/${name}.axe.json\n` +
      describeFindings(found),
  );
}

/** Runs axe on the page as it stands; writes the report; fails on serious/critical findings. */
export async function checkA11y(page: Page, name: string): Promise<Finding[]> {
  if (axeMode() === 'off') return [];
  const found = await runAxe(page, name);
  await reportFindings(name, page.url(), found);
  return found;
}
