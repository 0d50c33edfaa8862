import {
  can,
  roleOf,
  STORAGE_PREFIX,
  type OkAnswer,
  type CredentialsAnswer,
} from '@matchday/shared';
import { postJson } from './api.ts';
import { credentialsStore, storeCredentials, type Credentials } from './session.ts';
import { createStore, useStore } from './store.ts';

/** The local impersonation flag: the full admin's own credentials, kept while viewing as a user. */
const KEY = `${STORAGE_PREFIX}.impersonation`;

function read(): Credentials | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as Credentials | null;
  } catch {
    return null;
  }
}

const adminStore = createStore<Credentials | null>(read());

/** SPEC §4: impersonation is active when the flag is set and the user behind it may impersonate. */
export function useImpersonator(): Credentials | null {
  const admin = useStore(adminStore);
  return admin?.user.admin && can(roleOf(admin.user), 'impersonate') ? admin : null;
}

/** A full admin receives short-lived credentials of the user and views the app as them. */
export async function startImpersonation(userId: string) {
  const admin = credentialsStore.get();
  if (!admin?.user.admin) throw new Error('Only a signed-in administrator can view as a user');
  const answer = await postJson<CredentialsAnswer>(
    '/api/impersonate',
    { userId },
    { authorization: admin.token.accessTokenHeader, deviceid: admin.deviceid },
  );
  localStorage.setItem(KEY, JSON.stringify(admin));
  adminStore.set(admin);
  storeCredentials({ ...answer, deviceid: admin.deviceid, storeSession: false });
  return answer.user;
}

/**
 * Ends an impersonation for good, as every sign-out and every new sign-in does (decision 072):
 * the flag leaves storage (shared by all tabs) and the admin's own session is revoked on the
 * server, so nobody who uses this browser next can Stop into a full-ADMIN session.
 */
export async function endImpersonation(): Promise<void> {
  const admin = read();
  localStorage.removeItem(KEY);
  adminStore.set(null);
  if (!admin?.user || !admin.token) return;
  await postJson<OkAnswer>(
    '/api/matrix/auth/logout',
    { userId: admin.user.id, type: 'admin', refreshToken: admin.token.refreshToken },
    { deviceid: admin.deviceid, authorization: admin.token.accessTokenHeader },
  ).catch(() => undefined);
}

/**
 * Keeps the flag in step with other tabs, and ends one left behind with nobody signed in (as a
 * sign-out before decision 072 left it).
 */
export function followImpersonation(target: Window = window) {
  if (read() && !credentialsStore.get()) void endImpersonation();
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) adminStore.set(read());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** Stopping restores the admin's own session. */
export function stopImpersonation() {
  const admin = adminStore.get();
  localStorage.removeItem(KEY);
  adminStore.set(null);
  if (admin) storeCredentials(admin);
  return admin?.user ?? null;
}
