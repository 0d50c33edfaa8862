import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@matchday/shared';
import sv from './i18n/sv.json' with { type: 'json' };

export type { IntlShape } from '@formatjs/intl';

/** A message: its id in the catalogues and its English text (ICU message syntax). */
export type MessageDescriptor = { id: string; defaultMessage: string; description?: string };

/** Declares messages (the extraction script finds them by this name). */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> {
  return messages;
}

/** One message as plain text in the formatter's language. */
export function formatText(
  intl: IntlShape,
  message: MessageDescriptor,
  values?: Record<string, string | number | Date>,
): string {
  return String(intl.formatMessage(message as Parameters<IntlShape['formatMessage']>[0], values));
}

/**
 * The server's texts in the person's language (mails, errors shown to people). English is the
 * source: each message's `defaultMessage` in the code; Swedish comes from the catalogue
 * `platform/i18n/sv.json`, kept complete by `npm run i18n:check`.
 */
const catalogues: Record<Locale, Record<string, string>> = { en: {}, sv };
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'en',
        messages: catalogues[locale],
        // English reads its default messages; a Swedish text missing from the catalogue (which
        // the catalogue check prevents) falls back to English rather than failing a mail.
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION') throw error;
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
