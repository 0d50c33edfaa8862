import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Which screens the browser tests visited and which axe checked (decision 065).
 * A screen is a route pattern (ids and one-time tokens folded to `:id`; the app keeps no screen in
 * the query) at one of two widths. The ledger lives on disk because every test file runs in its own module
 * context; global-setup empties it, its teardown prints what was visited and never checked.
 */
const DIR = path.resolve(import.meta.dirname, '../artifacts/a11y');
const VISITED = path.join(DIR, 'visited.jsonl');
const CHECKED = path.join(DIR, 'checked.jsonl');

const ID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[A-Za-z0-9_-]{16,})$/i;

/** `/admin/events/3f2…/edit?q=x` at 1280 px → `desktop /admin/events/:id/edit`. */
export function screenKey(url: string, width: number | undefined): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!parsed.protocol.startsWith('http')) return undefined;
  const route = parsed.pathname
    .split('/')
    .map((segment) => (ID.test(segment) ? ':id' : segment))
    .join('/');
  const size = width !== undefined && width < 600 ? 'phone' : 'desktop';
  return `${size} ${route}`;
}

function read(file: string): Set<string> {
  try {
    return new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { key: string }).key),
    );
  } catch {
    return new Set();
  }
}

function append(file: string, key: string, extra: Record<string, unknown> = {}) {
  mkdirSync(DIR, { recursive: true });
  appendFileSync(file, JSON.stringify({ key, ...extra }) + '\n');
}

const checkedHere = new Set<string>();

export function wasChecked(key: string): boolean {
  if (checkedHere.has(key)) return true;
  if (read(CHECKED).has(key)) checkedHere.add(key);
  return checkedHere.has(key);
}

export function recordChecked(url: string, width: number | undefined) {
  const key = screenKey(url, width);
  if (!key || checkedHere.has(key)) return;
  checkedHere.add(key);
  append(CHECKED, key);
}

export function recordVisited(key: string, url: string) {
  append(VISITED, key, { url, test: process.env.VITEST_TEST_FILE ?? '' });
}

export function resetLedger() {
  rmSync(DIR, { recursive: true, force: true });
}

/** Visited screens axe never checked (each with one URL that reached it). */
export function uncheckedScreens(): { key: string; url: string }[] {
  const checked = read(CHECKED);
  const seen = new Map<string, string>();
  try {
    for (const line of readFileSync(VISITED, 'utf8').split('\n').filter(Boolean)) {
      const { key, url } = JSON.parse(line) as { key: string; url: string };
      if (!checked.has(key) && !seen.has(key)) seen.set(key, url);
    }
  } catch {
    return [];
  }
  return [...seen].map(([key, url]) => ({ key, url }));
}

export function ledgerTotals(): { visited: number; checked: number } {
  return { visited: read(VISITED).size, checked: read(CHECKED).size };
}
