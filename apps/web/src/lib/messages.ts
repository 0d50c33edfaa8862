import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, useCallback, useContext } from 'react';

/**
 * The app's texts. English is the source: each message's `defaultMessage` (ICU syntax: `{name}`,
 * `{count, plural, one {# meeting} other {# meetings}}`); other languages come from the catalogues
 * in `src/i18n/` (`npm run i18n:extract` writes en.json from the code and the catalogues parsed
 * ahead; `npm run i18n:check` fails on a message missing from or unused in a catalogue).
 */
export type Message = { id: string; defaultMessage: string; description?: string };
export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type Catalogue = Record<string, MessageFormatElement[] | string>;

/** Declares messages (the extraction script finds them by this name). */
export function defineMessages<K extends string>(messages: Record<K, Message>): Record<K, Message> {
  return messages;
}

/** Writes messages in one language (plural rules and number formats are the language's). */
export type Formatter = {
  locale: string;
  format: (message: Message, values?: MessageValues) => string;
};

/**
 * A formatter for a language and its catalogue (parsed ahead in the built app, which carries no
 * parser: vite.config.ts). Outside the app (unit tests) English is read from the default messages.
 */
export function formatterFor(locale: string, messages: Catalogue): Formatter {
  const formats = new Map<string, IntlMessageFormat>();
  return {
    locale,
    format(message, values) {
      let format = formats.get(message.id);
      // English's plain texts are not in its parsed catalogue (tools/i18n): their words as they are.
      if (
        !format &&
        locale === 'en' &&
        !(message.id in messages) &&
        !/[{}'<#]/.test(message.defaultMessage)
      ) {
        return message.defaultMessage;
      }
      if (!format) {
        try {
          format = new IntlMessageFormat(messages[message.id] ?? message.defaultMessage, locale);
        } catch {
          return message.defaultMessage; // not in the catalogue and no parser: its English words
        }
        formats.set(message.id, format);
      }
      return String(format.format(values as Record<string, string | number | Date>));
    },
  };
}

let fallback: Formatter | null = null;
export const FormatterContext = createContext<Formatter | null>(null);

/**
 * The formatter of the language shown now (LocaleProvider sets it), for code outside React that
 * words what it hands to a screen (error messages from the server and the shared schemas).
 */
let active: Formatter | null = null;
export function setActiveFormatter(formatter: Formatter) {
  active = formatter;
}

/** A message in the language shown now (English before the app has started). */
export function formatNow(message: Message, values?: MessageValues): string {
  return (active ?? (fallback ??= formatterFor('en', {}))).format(message, values);
}

/** `t(message, values)`: a message as text in the reader's language. */
export function useT() {
  const formatter = useContext(FormatterContext) ?? (fallback ??= formatterFor('en', {}));
  return useCallback(
    (message: Message, values?: MessageValues) => formatter.format(message, values),
    [formatter],
  );
}
