import { act, renderHook } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';

const admin = {
  user: { id: 'a1', type: null, admin: true, adminType: 'ADMIN', name: 'Ada Admin' },
  token: { accessTokenHeader: 'Bearer admin', refreshToken: 'admin-refresh' },
  deviceid: 'd1',
  storeSession: true,
};
const stina = {
  user: { id: 's1', type: 'startup', admin: false, name: 'Stina Startup' },
  token: { accessTokenHeader: 'Bearer stina', refreshToken: 'stina-refresh' },
  deviceid: 'd1',
  storeSession: false,
};

// The stores read storage when their modules load: load them fresh over each test's storage.
beforeEach(() => vi.resetModules());

it('a flag removed in another tab is no longer shown here', async () => {
  localStorage.setItem('matchday.impersonation', JSON.stringify(admin));
  localStorage.setItem('matchday.credentials', JSON.stringify(stina));
  const impersonation = await import('./impersonation.ts');
  const { result } = renderHook(() => impersonation.useImpersonator());
  const stop = impersonation.followImpersonation();
  expect(result.current?.user.id).toBe('a1');
  act(() => {
    localStorage.removeItem('matchday.impersonation');
    window.dispatchEvent(new StorageEvent('storage', { key: 'matchday.impersonation' }));
  });
  expect(result.current).toBeNull();
  stop();
});

it('a flag left behind with nobody signed in is ended when the app starts following it', async () => {
  localStorage.setItem('matchday.impersonation', JSON.stringify(admin));
  const impersonation = await import('./impersonation.ts');
  const stop = impersonation.followImpersonation();
  expect(localStorage.getItem('matchday.impersonation')).toBeNull();
  stop();
});

it('a flag stays while its user is signed in', async () => {
  localStorage.setItem('matchday.impersonation', JSON.stringify(admin));
  localStorage.setItem('matchday.credentials', JSON.stringify(stina));
  const impersonation = await import('./impersonation.ts');
  const stop = impersonation.followImpersonation();
  expect(localStorage.getItem('matchday.impersonation')).not.toBeNull();
  stop();
});
