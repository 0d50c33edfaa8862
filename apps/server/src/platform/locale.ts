import { FALLBACK_LOCALE, type Locale } from '@matchday/shared';

/**
 * The programme's language (DEFAULT_LOCALE): what people who have not chosen one see, and the
 * language of mails to them. Set once when the app is built.
 */
let programme: Locale = FALLBACK_LOCALE;

export function setProgrammeLocale(locale: Locale) {
  programme = locale;
}

export function programmeLocale(): Locale {
  return programme;
}

/** A person's language: their own choice, else the programme's. */
export function localeOf(chosen: Locale | null | undefined): Locale {
  return chosen ?? programme;
}
