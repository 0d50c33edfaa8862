import { FALLBACK_LOCALE, negotiateLocale, type Locale } from '@matchday/shared';

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

/**
 * The language a request's `Accept-Language` asks for, before anyone has chosen one (sign-up,
 * sign-in links, password resets): its first language Matchday speaks, else the programme's.
 * Without the header: undefined (the programme's language applies where it is used).
 */
export function acceptedLocale(header: string | string[] | undefined): Locale | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim()) return undefined;
  return negotiateLocale(value, programme);
}

/** A person's language: their own choice, else the programme's. */
export function localeOf(chosen: Locale | null | undefined): Locale {
  return chosen ?? programme;
}
