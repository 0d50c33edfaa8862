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
 * store. While a catalogue loads, the language shown before stays.
 */
export function LocaleProvider(props: { children: ReactNode }) {
  const locale = useLocale();
  const [shown, setShown] = useState<{ locale: Locale; messages: Catalogue } | null>(() => {
    const messages = loaded.get(locale);
    return messages ? { locale, messages } : null;
  });
  useEffect(() => {
    let live = true;
    const known = loaded.get(locale);
    if (known) setShown({ locale, messages: known });
    else
      void catalogues[locale]().then((messages) => {
        loaded.set(locale, messages);
        if (live) setShown({ locale, messages });
      });
    return () => {
      live = false;
    };
  }, [locale]);
  if (!shown) return null;
  return (
    <IntlProvider
      locale={shown.locale}
      defaultLocale="en"
      messages={shown.messages}
      onError={onError}
    >
      {props.children}
    </IntlProvider>
  );
}
