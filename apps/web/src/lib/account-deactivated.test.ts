import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const helga = {
  user: { id: 'h1', type: null, admin: true, adminType: 'EVENT_HOST', email: 'helga@x.test' },
  token: { accessTokenHeader: 'Bearer helga', refreshToken: 'helga-refresh' },
  deviceid: 'd1',
  storeSession: true,
};
const refused = (code: string) =>
  new Response(
    JSON.stringify({ error: { code, message: 'm', details: { contact: 'help@x.test' } } }),
    { status: 401, headers: { 'content-type': 'application/json' } },
  );

// The stores read storage when their modules load: load them fresh over each test's storage.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  localStorage.setItem('matchday.credentials', JSON.stringify(helga));
});
afterEach(() => vi.unstubAllGlobals());

/** One refresh answered with `response`; then what the app would show. */
async function afterRefresh(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const { refreshCredentials } = await import('./token-refresh.ts');
  expect(await refreshCredentials()).toBeNull();
  const { renderHook } = await import('@testing-library/react');
  const { useDeactivation } = await import('./account-deactivated.ts');
  return renderHook(() => useDeactivation()).result.current;
}

it('a refresh refused as ACCOUNT_DEACTIVATED signs out and tells whom to contact', async () => {
  expect(await afterRefresh(refused('ACCOUNT_DEACTIVATED'))).toEqual({
    email: 'helga@x.test',
    admin: true,
    contact: 'help@x.test',
  });
  expect(localStorage.getItem('matchday.credentials')).toBeNull();
});

it('any other refused refresh is a plain sign-out', async () => {
  expect(await afterRefresh(refused('UNAUTHENTICATED'))).toBeNull();
  expect(localStorage.getItem('matchday.credentials')).toBeNull();
});
