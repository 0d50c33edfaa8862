import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The app's texts. English is the source: each message's `defaultMessage` (ICU syntax: `{name}`,
 * `{count, plural, one {# meeting} other {# meetings}}`); other languages come from the catalogues
 * in `src/i18n/` (`npm run i18n:extract` writes en.json from the code; `npm run i18n:check` fails
 * on a message missing from or unused in a catalogue).
 */
export type Message = { id: string; defaultMessage: string; description?: string };
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** Declares messages (the extraction script finds them by this name). */
export function defineMessages<K extends string>(messages: Record<K, Message>): Record<K, Message> {
  return messages;
}

/** `t(message, values)`: a message as text in the reader's language. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (message: Message, values?: MessageValues) =>
      String(intl.formatMessage(message as Parameters<typeof intl.formatMessage>[0], values)),
    [intl],
  );
}
