import { afterEach } from 'vitest';
import { settleA11yChecks } from './a11y-watch.ts';

/** Setup file of the browser tests: a screen visited in a test is checked before the test ends. */
afterEach(async () => {
  await settleA11yChecks();
});
