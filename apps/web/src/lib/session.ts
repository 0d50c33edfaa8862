import { CREDENTIALS_KEY, type AdminType, type UserType } from '@matchday/shared';
import { createStore, useStore } from './store.ts';

/** The session user of SPEC §3. */
export type SessionUser = {
  id: string;
  type: UserType | null;
  admin: boolean;
  email?: string | null;
  name?: string | null;
  companyId?: string | null;
  onboarded?: boolean;
  hasAcceptedTerms?: boolean;
  country?: string | null;
  hosting?: string[];
  incubator?: string | null;
  adminType?: AdminType | null;
  hasAccessInnovationGrants?: boolean;
  interestedCountries?: string[];
};

/** Credentials kept under the product-prefixed credentials key (SPEC §3). */
export type Credentials = {
  user: SessionUser;
  token: { accessTokenHeader: string; refreshToken: string };
  deviceid: string;
  storeSession: boolean;
};

/** `hosting` may arrive as a JSON string (SPEC §3); always hand out a list. */
export function normalizeUser(user: SessionUser & { hosting?: unknown }): SessionUser {
  let hosting: unknown = user.hosting ?? [];
  if (typeof hosting === 'string') {
    try {
      hosting = JSON.parse(hosting);
    } catch {
      hosting = [];
    }
  }
  return { ...user, hosting: Array.isArray(hosting) ? hosting.map(String) : [] };
}

function read(): Credentials | null {
  const raw = sessionStorage.getItem(CREDENTIALS_KEY) ?? localStorage.getItem(CREDENTIALS_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Credentials;
    if (!parsed?.user || !parsed.token) return null;
    return { ...parsed, user: normalizeUser(parsed.user) };
  } catch {
    return null;
  }
}

export const credentialsStore = createStore<Credentials | null>(read());

/** Sign-in stores credentials in both session storage and local storage (SPEC §4). */
export function storeCredentials(credentials: Credentials) {
  const value = JSON.stringify(credentials);
  sessionStorage.setItem(CREDENTIALS_KEY, value);
  localStorage.setItem(CREDENTIALS_KEY, value);
  credentialsStore.set({ ...credentials, user: normalizeUser(credentials.user) });
}

/** The signed-in person has completed their profile: the stored session says so from now on. */
export function markOnboarded() {
  const current = credentialsStore.get();
  if (current && !current.user.onboarded) {
    storeCredentials({ ...current, user: { ...current.user, onboarded: true } });
  }
}

/** Sign-out clears them. */
export function clearCredentials() {
  sessionStorage.removeItem(CREDENTIALS_KEY);
  localStorage.removeItem(CREDENTIALS_KEY);
  credentialsStore.set(null);
}

/**
 * A storage change in another tab updates the user state (SPEC §4). Removal of the shared
 * credentials is a sign-out in every tab at once, also in one that keeps its own copy in
 * session storage (decision 072).
 */
export function followOtherTabs(target: Window = window) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CREDENTIALS_KEY && event.key !== null) return;
    if (localStorage.getItem(CREDENTIALS_KEY) === null) clearCredentials();
    else credentialsStore.set(read());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

export function useSessionUser(): SessionUser | null {
  return useStore(credentialsStore)?.user ?? null;
}

/** What an error report calls the viewer: admin kind, user type or anonymous. */
export function describeViewer(user: SessionUser | null) {
  if (!user) return 'anonymous';
  if (user.admin) return `admin (${user.adminType ?? 'unknown kind'})`;
  return user.type ?? 'unknown';
}
