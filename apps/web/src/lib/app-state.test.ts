import { describe, expect, it } from 'vitest';
import { acceptCookies, appStateStore, withNextId } from './app-state.ts';
import { checkSystemStatus } from './system-status.ts';

describe('app state', () => {
  it('stores cookies=true under the product-prefixed state key', () => {
    expect(appStateStore.get().cookies).toBe(false);
    acceptCookies();
    expect(JSON.parse(localStorage.getItem('matchday.state')!)).toEqual({ cookies: true });
    expect(appStateStore.get().cookies).toBe(true);
  });

  it('gives list items sequential numeric ids', () => {
    const one = withNextId([], { title: 'a' });
    const two = withNextId(one, { title: 'b' });
    expect(two.map((i) => i.id)).toEqual([1, 2]);
  });
});

describe('system status', () => {
  const answer = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

  it('is OK only for a 200 with status OK', async () => {
    expect(await checkSystemStatus(answer(200, { status: 'OK' }))).toBe('OK');
    expect(await checkSystemStatus(answer(503, { status: 'DOWN' }))).toBe('DOWN');
    expect(await checkSystemStatus(answer(200, { status: 'MAYBE' }))).toBe('DOWN');
    const failing = (async () => {
      throw new TypeError('network');
    }) as typeof fetch;
    expect(await checkSystemStatus(failing)).toBe('DOWN');
  });
});
