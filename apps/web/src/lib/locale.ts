import { isLocale, negotiateLocale, type Locale } from '@matchday/shared';
import { createStore, useStore } from './store.ts';

/**
 * The language the app speaks: the signed-in person's choice (`me.locale`, kept here once read),
 * else what this browser chose before, else the browser's languages. `<html lang>` follows it.
 */
const KEY = 'matchday.locale';

function initial(): Locale {
  try {
    const kept = localStorage.getItem(KEY);
    if (isLocale(kept)) return kept;
  } catch {
    // storage refused (private mode): the browser's languages decide
  }
  return negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export const localeStore = createStore<Locale>(initial());

function apply(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
apply(localeStore.get());
localeStore.subscribe(() => apply(localeStore.get()));

/** Switches the app's language now and remembers it in this browser. */
export function setLocale(locale: Locale) {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // not remembered; still switched
  }
  localeStore.set(locale);
}

export function useLocale(): Locale {
  return useStore(localeStore);
}
