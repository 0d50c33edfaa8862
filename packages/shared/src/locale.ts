/** The languages Matchday speaks: English (the source of every text) and Swedish. */
export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of people who have not chosen one, unless the programme sets DEFAULT_LOCALE. */
export const FALLBACK_LOCALE: Locale = 'en';

/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language of a list of preferences, best first: an `Accept-Language`
 * header ("sv-SE,sv;q=0.9,en;q=0.8") or the browser's `navigator.languages`. Region and
 * script subtags are ignored ("sv-FI" is Swedish); quality values order the header's entries.
 */
export function negotiateLocale(
  preferences: string | readonly string[] | null | undefined,
  fallback: Locale = FALLBACK_LOCALE,
): Locale {
  const ranked =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : [...(preferences ?? [])];
  for (const tag of ranked) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return fallback;
}
