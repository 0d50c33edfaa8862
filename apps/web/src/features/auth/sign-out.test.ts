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

it('signing out while viewing as a user removes the admin flag too, even with the server unreachable', async () => {
  localStorage.setItem('matchday.impersonation', JSON.stringify(admin));
  localStorage.setItem('matchday.credentials', JSON.stringify(stina));
  const { signOut } = await import('./sign-in.ts');
  const { useImpersonator } = await import('../../lib/impersonation.ts');
  const { result } = renderHook(() => useImpersonator());
  expect(result.current?.user.id).toBe('a1');
  await act(() => signOut());
  expect(localStorage.getItem('matchday.impersonation')).toBeNull();
  expect(localStorage.getItem('matchday.credentials')).toBeNull();
  expect(result.current).toBeNull();
});
