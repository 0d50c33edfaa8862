import { SUPPORT_EMAIL } from '@matchday/shared';
import { createStore, useStore } from './store.ts';

/** The server's answer when a signed-in account was deactivated meanwhile (its session ended). */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED';

/** Whose session ended because the account was deactivated, and whom they may contact. */
export type Deactivation = { email: string | null; admin: boolean; contact: string };

type RefusalBody = { error?: { code?: string; details?: { contact?: unknown } } };

const deactivationStore = createStore<Deactivation | null>(null);

/** Reads a refused refresh: when it says the account was deactivated, the app shows so. */
export async function noteDeactivation(
  response: Response,
  who: { email?: string | null; admin: boolean },
): Promise<boolean> {
  let body: RefusalBody | null;
  try {
    body = (await response.json()) as RefusalBody | null;
  } catch {
    return false;
  }
  if (body?.error?.code !== ACCOUNT_DEACTIVATED) return false;
  const contact = body.error.details?.contact;
  deactivationStore.set({
    email: who.email ?? null,
    admin: who.admin,
    contact: typeof contact === 'string' && contact.includes('@') ? contact : SUPPORT_EMAIL,
  });
  return true;
}

export function useDeactivation(): Deactivation | null {
  return useStore(deactivationStore);
}

/** Leaves the screen (to the start page). */
export function dismissDeactivation() {
  deactivationStore.set(null);
}
