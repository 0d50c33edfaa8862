import type { Locale } from '@matchday/shared';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import english from '../i18n/compiled/en.json';
import { useLocale } from '../lib/locale.ts';
import { setLocalTexts } from '../lib/local-text.ts';
import {
  FormatterContext,
  formatterFor,
  setActiveFormatter,
  type Catalogue,
} from '../lib/messages.ts';

/**
 * The catalogues parsed ahead (`npm run i18n:extract` writes them; the catalogue check keeps them
 * current), so the browser carries no message parser (vite.config.ts). English comes with the app;
 * other languages load when first chosen.
 */
const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(english as unknown as Catalogue),
  // With the first other language, the table that words server texts in it (lib/local-text.ts).
  sv: async () => {
    const [catalogue, known] = await Promise.all([
      import('../i18n/compiled/sv.json'),
      import('../lib/known-texts.ts'),
    ]);
    setLocalTexts(known.localTextNow);
    return catalogue.default as unknown as Catalogue;
  },
};
const loaded = new Map<Locale, Catalogue>([['en', english as unknown as Catalogue]]);

/**
 * The rest of English (every screen's messages but the landing's: tools/i18n), fetched as the
 * app starts so it never weighs on the landing chunk; merged into English when it arrives.
 */
const moreEnglish = import('../i18n/compiled/en-more.json').then((more) => {
  const merged = { ...(more.default as unknown as Catalogue), ...loaded.get('en') };
  loaded.set('en', merged);
  return merged;
});

/**
 * The app in the person's language: messages, plural rules and number formats follow the locale
 * store. While a catalogue loads, the language shown before stays.
 */
export function LocaleProvider(props: { children: ReactNode }) {
  const locale = useLocale();
  // Bumped when a catalogue arrives, so the one just loaded is read from `loaded`.
  const [, setArrived] = useState(0);
  const [last, setLast] = useState<Locale>('en');
  const ready = loaded.has(locale);
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
  useEffect(() => {
    let live = true;
    void moreEnglish.then(() => live && setArrived((n) => n + 1));
    return () => {
      live = false;
    };
  }, []);
  if (ready && last !== locale) setLast(locale);
  const shown = ready ? locale : last;
  const catalogue = loaded.get(shown);
  const formatter = useMemo(() => {
    const made = formatterFor(shown, catalogue ?? {});
    // Errors worded outside React (lib/known-texts.ts) follow the language shown.
    setActiveFormatter(made);
    return made;
  }, [shown, catalogue]);
  return <FormatterContext.Provider value={formatter}>{props.children}</FormatterContext.Provider>;
}
