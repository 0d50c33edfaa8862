import type { Locale } from '@matchday/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from '../lib/locale.ts';

type Catalogue = Record<string, string>;

/** English is written in the code; other languages load their catalogue when first chosen. */
const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  en: () => Promise.resolve({}),
  sv: () => import('../i18n/sv.json').then((m) => m.default as Catalogue),
};
const loaded = new Map<Locale, Catalogue>([['en', {}]]);

/** English reads its default messages, so a "missing" English message is no error. */
function onError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/**
 * The app in the person's language: messages, plural rules and number formats follow the locale
 * store. While a catalogue loads, the language shown before stays (nothing before the first one).
 */
export function LocaleProvider(props: { children: ReactNode }) {
  const locale = useLocale();
  // Bumped when a catalogue arrives, so the one just loaded is read from `loaded`.
  const [, setArrived] = useState(0);
  const [last, setLast] = useState<Locale | null>(null);
  const messages = loaded.get(locale);
  useEffect(() => {
    if (loaded.has(locale)) return;
    let live = true;
    void catalogues[locale]().then((catalogue) => {
      loaded.set(locale, catalogue);
      if (live) setArrived((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  const shown = messages ? locale : last;
  if (messages && last !== locale) setLast(locale);
  if (!shown) return null;
  return (
    <IntlProvider locale={shown} defaultLocale="en" messages={loaded.get(shown)} onError={onError}>
      {props.children}
    </IntlProvider>
  );
}
