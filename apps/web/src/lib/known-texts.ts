import type { ApiErrorCode } from '@matchday/shared';
import { formKnownTexts } from './known-texts-forms.ts';
import { moreKnownTexts } from './known-texts-more.ts';
import { defineMessages, formatNow, type Message, type MessageValues } from './messages.ts';

/**
 * Texts the web did not write but shows: the shared zod schemas' messages (packages/shared, the
 * same words on the web's checks and in the server's 400s) and the server's error messages. They
 * stay English at the source (SPEC texts and tests read them); here each known one has a message
 * whose English is exactly that text, so `npm run i18n:check` keeps its Swedish. A text with
 * numbers or names (`Use at most 200 characters`) matches its message's placeholders. An
 * unknown text is shown as it came. known-texts.test.ts fails when a text here is no longer
 * one the shared package or the server writes.
 */
const firstKnownTexts = defineMessages({
  tooLong: { id: 'known.tooLong', defaultMessage: 'Use at most {max} characters' },
  enterText: { id: 'known.enterText', defaultMessage: 'Enter text' },
  enterName: { id: 'known.enterName', defaultMessage: 'Enter the name' },
  enterCompanyName: { id: 'known.enterCompanyName', defaultMessage: 'Enter the company name' },
  enterEmail: { id: 'known.enterEmail', defaultMessage: 'Enter your e-mail' },
  validEmail: { id: 'known.validEmail', defaultMessage: 'Enter a valid e-mail address' },
  enterPassword: { id: 'known.enterPassword', defaultMessage: 'Enter your password' },
  enterAPassword: { id: 'known.enterAPassword', defaultMessage: 'Enter a password' },
  currentPassword: {
    id: 'known.currentPassword',
    defaultMessage: 'Enter your current password',
  },
  passwordMin: {
    id: 'known.passwordMin',
    defaultMessage: 'Password must be at least {min} characters',
  },
  passwordMax: {
    id: 'known.passwordMax',
    defaultMessage: 'Password must be at most {max} characters',
  },
  commonPassword: {
    id: 'known.commonPassword',
    defaultMessage: 'This password is too common; choose another',
  },
  noUsername: {
    id: 'known.noUsername',
    defaultMessage: 'No username or password specified',
  },
  deviceId: { id: 'known.deviceId', defaultMessage: 'Could not generate a device id' },
  chooseCountry: { id: 'known.chooseCountry', defaultMessage: 'Choose a country' },
  chooseSide: { id: 'known.chooseSide', defaultMessage: 'Choose startup or corporate' },
  chooseStage: { id: 'known.chooseStage', defaultMessage: 'Choose a stage' },
  chooseSize: { id: 'known.chooseSize', defaultMessage: 'Choose a size band' },
  chooseIndustries: {
    id: 'known.chooseIndustries',
    defaultMessage: 'Choose industries from the list',
  },
  atMostIndustries: {
    id: 'known.atMostIndustries',
    defaultMessage: 'Choose at most 10 industries',
  },
  wholeNumber: { id: 'known.wholeNumber', defaultMessage: 'Enter a whole number' },
  controlCharacters: {
    id: 'known.controlCharacters',
    defaultMessage: 'Remove control characters (such as NUL or line breaks)',
  },
  linkInvalid: {
    id: 'known.linkInvalid',
    defaultMessage: 'This link is not valid or has expired',
  },
  sessionEnded: {
    id: 'known.sessionEnded',
    defaultMessage: 'Your session has ended; sign in again',
  },
  noSuchEvent: { id: 'known.noSuchEvent', defaultMessage: 'No such event' },
  noSuchCompany: { id: 'known.noSuchCompany', defaultMessage: 'No such company' },
  noSuchMeeting: { id: 'known.noSuchMeeting', defaultMessage: 'No such meeting' },
  noSuchPerson: { id: 'known.noSuchPerson', defaultMessage: 'No such person' },
  notTakingPart: {
    id: 'known.notTakingPart',
    defaultMessage: 'Your organisation does not take part in this event',
  },
  signInFirst: { id: 'known.signInFirst', defaultMessage: 'Sign in first' },
  wrongCredentials: { id: 'known.wrongCredentials', defaultMessage: 'Wrong username or password' },
  startupTab: {
    id: 'known.startupTab',
    defaultMessage: 'This is a startup account: choose “Startup” above and sign in again.',
  },
  corpTab: {
    id: 'known.corpTab',
    defaultMessage: 'This is a corporate account: choose “Corporate” above and sign in again.',
  },
  mayNotChange: { id: 'known.mayNotChange', defaultMessage: 'You may not change this.' },
  mayNotSee: { id: 'known.mayNotSee', defaultMessage: 'You may not see this.' },
  somethingWrong: { id: 'known.somethingWrong', defaultMessage: 'Something went wrong' },
  unreachable: {
    id: 'known.unreachable',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
});

/** Every known text (the first ones and the rest). */
export const knownTexts = { ...firstKnownTexts, ...moreKnownTexts, ...formKnownTexts };

/**
 * What the web says for an error of a known code whose own words it does not know: only the
 * codes whose server messages are generic. Others (NOT_FOUND, CONFLICT, UNAUTHENTICATED, …) name
 * what was refused, and keep the server's words until they are known texts.
 */
export const codeTexts = defineMessages({
  TOO_MANY_REQUESTS: {
    id: 'known.code.tooManyRequests',
    defaultMessage: 'Too many attempts. Wait a moment and try again.',
  },
  INTERNAL: { id: 'known.code.internal', defaultMessage: 'Something went wrong on our side.' },
  UNAVAILABLE: {
    id: 'known.code.unavailable',
    defaultMessage: 'The service is not available right now. Try again shortly.',
  },
} satisfies Partial<Record<ApiErrorCode, Message>>);

type Matcher = { message: Message; pattern: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each known message as a pattern over its English text: `{max}` matches the value shown. */
const matchers: Matcher[] = Object.values<Message>(knownTexts).map((message) => {
  const names: string[] = [];
  const source = message.defaultMessage
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { message, pattern: new RegExp(`^${source}$`), names };
});

/** The known message an English text is, with the values it carries; null if unknown. */
export function knownMessage(text: string): { message: Message; values: MessageValues } | null {
  for (const { message, pattern, names } of matchers) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values: MessageValues = {};
    names.forEach((name, i) => {
      values[name] = found[i + 1];
    });
    return { message, values };
  }
  return null;
}

/**
 * A text from the shared schemas or the server in the reader's language: a known text
 * translated, else (for a code whose words are generic) the code's sentence, else as it came.
 */
export function localText(
  format: (message: Message, values?: MessageValues) => string,
  text: string,
  code?: string,
): string {
  const known = knownMessage(text);
  if (known) return format(known.message, known.values);
  const byCode = code ? (codeTexts as Record<string, Message>)[code] : undefined;
  // The server's own words for these codes are English; the code's sentence says the same.
  if (byCode && format(byCode) !== byCode.defaultMessage) return format(byCode);
  return text;
}

/** `localText` in the language shown now (for code outside React). */
export function localTextNow(text: string, code?: string): string {
  return localText(formatNow, text, code);
}
