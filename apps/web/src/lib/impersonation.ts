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
/** The console page the impersonation began on: Stop returns there. */
const FROM_KEY = `${STORAGE_PREFIX}.impersonation.from`;

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

/** Whether an admin views the app as a user right now (outside React). */
export function impersonating(): boolean {
  return !!adminStore.get() && !credentialsStore.get()?.user.admin;
}

/** Whether the app is shown as a user by a full admin: their own account actions are hidden. */
export function useImpersonating(): boolean {
  const impersonator = useImpersonator();
  const user = useStore(credentialsStore)?.user;
  return !!impersonator && !!user && !user.admin;
}

/**
 * A full admin receives short-lived credentials of the user and views the app as them; `from`
 * (the console page it began on) is where Stop returns.
 */
export async function startImpersonation(userId: string, from: string) {
  const admin = credentialsStore.get();
  if (!admin?.user.admin) throw new Error('Only a signed-in administrator can view as a user');
  const answer = await postJson<CredentialsAnswer>(
    '/api/impersonate',
    { userId },
    { authorization: admin.token.accessTokenHeader, deviceid: admin.deviceid },
  );
  localStorage.setItem(KEY, JSON.stringify(admin));
  localStorage.setItem(FROM_KEY, from);
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
  localStorage.removeItem(FROM_KEY);
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

/** Where Stop leads: the console page the impersonation began on (the console home if unknown). */
function returnPath() {
  const from = localStorage.getItem(FROM_KEY);
  return from?.startsWith('/admin') ? from : '/admin';
}

/**
 * Stopping ends the impersonation session on the server (the person's history records the stop),
 * restores the admin's own session and answers the page to return to.
 */
export async function stopImpersonation(): Promise<string> {
  const admin = adminStore.get();
  const viewing = credentialsStore.get();
  const back = returnPath();
  localStorage.removeItem(KEY);
  localStorage.removeItem(FROM_KEY);
  adminStore.set(null);
  if (admin) storeCredentials(admin);
  if (viewing && !viewing.user.admin) {
    await postJson(
      '/api/auth/logout',
      {
        userId: viewing.user.id,
        type: viewing.user.type,
        refreshToken: viewing.token.refreshToken,
      },
      { deviceid: viewing.deviceid, authorization: viewing.token.accessTokenHeader },
    ).catch(() => undefined);
  }
  return back;
}
