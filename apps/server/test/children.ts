import { existsSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The node arguments that start a crash test's child process (test/*-child.ts): its bundle,
 * which test/global-setup.ts builds once per run, so the child starts in a fraction of a second
 * with plain node — or, for a child the bundle does not have, its source through tsx (which
 * compiles the server's source again in every child, seconds of CPU each).
 */
export function childArgs(source: string): string[] {
  const bundle = path.join(inject('testChildren'), `${path.basename(source, '.ts')}.mjs`);
  return existsSync(bundle) ? [bundle] : ['--import', 'tsx', source];
}
