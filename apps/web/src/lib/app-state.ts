import { STATE_KEY } from '@matchday/shared';
import { createStore, useStore } from './store.ts';

/** Local app state, saved under the product-prefixed `state` key (SPEC §3). */
export type AppState = { cookies: boolean };

function read(): AppState {
  try {
    const parsed = JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}') as Partial<AppState>;
    return { cookies: parsed.cookies === true };
  } catch {
    return { cookies: false };
  }
}

export const appStateStore = createStore<AppState>(read());

export function updateAppState(patch: Partial<AppState>) {
  const next = { ...appStateStore.get(), ...patch };
  localStorage.setItem(STATE_KEY, JSON.stringify(next));
  appStateStore.set(next);
}

export const acceptCookies = () => updateAppState({ cookies: true });

export function useAppState() {
  return useStore(appStateStore);
}

/** The state's list helper: appends an item with the next sequential numeric id. */
export function withNextId<T extends object>(
  list: readonly (T & { id: number })[],
  item: T,
): (T & { id: number })[] {
  const id = list.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  return [...list, { ...item, id }];
}
