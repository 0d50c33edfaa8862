import { describe, expect, it } from 'vitest';
import { graphEndpointFor } from './graph-endpoint.ts';
import {
  clearCredentials,
  credentialsStore,
  followOtherTabs,
  normalizeUser,
  storeCredentials,
  type Credentials,
} from './session.ts';

const credentials: Credentials = {
  user: { id: 'u1', type: 'startup', admin: false, email: 'a@b.se' },
  token: { accessTokenHeader: 'Bearer x', refreshToken: 'r' },
  deviceid: 'd1',
  storeSession: true,
};

describe('session credentials', () => {
  it('are stored in both session and local storage and cleared from both', () => {
    storeCredentials(credentials);
    expect(JSON.parse(sessionStorage.getItem('matchday.credentials')!).user.id).toBe('u1');
    expect(JSON.parse(localStorage.getItem('matchday.credentials')!).deviceid).toBe('d1');
    clearCredentials();
    expect(sessionStorage.getItem('matchday.credentials')).toBeNull();
    expect(localStorage.getItem('matchday.credentials')).toBeNull();
    expect(credentialsStore.get()).toBeNull();
  });

  it('reads hosting sent as a JSON string as a list', () => {
    const user = normalizeUser({
      id: 'h',
      type: null,
      admin: true,
      hosting: '["e1","e2"]' as never,
    });
    expect(user.hosting).toEqual(['e1', 'e2']);
    expect(
      normalizeUser({ id: 'h', type: null, admin: true, hosting: 'nonsense' as never }).hosting,
    ).toEqual([]);
  });

  it('follows a sign-in made in another tab', () => {
    const stop = followOtherTabs();
    localStorage.setItem('matchday.credentials', JSON.stringify(credentials));
    window.dispatchEvent(new StorageEvent('storage', { key: 'matchday.credentials' }));
    expect(credentialsStore.get()?.user.id).toBe('u1');
    localStorage.removeItem('matchday.credentials');
    window.dispatchEvent(new StorageEvent('storage', { key: 'matchday.credentials' }));
    expect(credentialsStore.get()).toBeNull();
    stop();
  });

  it('follows a sign-out made in another tab even while holding its own session-storage copy', () => {
    const stop = followOtherTabs();
    storeCredentials(credentials); // this tab signed in itself: its own copy in session storage
    localStorage.removeItem('matchday.credentials'); // another tab signs out
    window.dispatchEvent(new StorageEvent('storage', { key: 'matchday.credentials' }));
    expect(credentialsStore.get()).toBeNull();
    expect(sessionStorage.getItem('matchday.credentials')).toBeNull();
    stop();
  });

  it('keeps its own session when another tab only writes new credentials', () => {
    const stop = followOtherTabs();
    storeCredentials(credentials);
    const other = { ...credentials, token: { ...credentials.token, refreshToken: 'r2' } };
    localStorage.setItem('matchday.credentials', JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: 'matchday.credentials' }));
    expect(credentialsStore.get()?.user.id).toBe('u1');
    expect(sessionStorage.getItem('matchday.credentials')).not.toBeNull();
    stop();
  });

  it('chooses the GraphQL endpoint from the user', () => {
    expect(graphEndpointFor(null)).toBe('/api/public');
    expect(graphEndpointFor({ id: 'a', type: null, admin: true })).toBe('/api/matrix/neo');
    expect(graphEndpointFor({ id: 's', type: 'startup', admin: false })).toBe('/api/startup');
    expect(graphEndpointFor({ id: 'c', type: 'corp', admin: false })).toBe('/api/corp');
  });
});
