import { PRODUCT_NAME, type Locale } from '@matchday/shared';
import { z } from 'zod';
import {
  defineMessages,
  formatText,
  intlFor,
  type IntlShape,
  type MessageDescriptor,
} from '../../../platform/intl.ts';

/** What one mail says; the shared layout turns it into HTML and plain text. */
export type MailContent = {
  subject: string;
  /** First line shown by mail clients next to the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Further links, one a line after the paragraphs (a digest's one link per item). */
  links?: { label: string; url: string }[];
  /** Lines after the button (e.g. "the link expires in 24 hours"). */
  notes?: string[];
  /** Why this person gets this mail — printed in the footer. */
  reason: string;
  /** Files sent with the mail (e.g. a meeting agenda as .ics), made from the stored data. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailTemplate<S extends z.ZodType = z.ZodType> = {
  /** The name stored on each mail_messages row (and in idempotency keys). */
  name: string;
  /** Shape of the data the template needs; checked when the mail is queued. */
  data: S;
  /** What the mail says, in the recipient's language (`mail.locale`; English is the source). */
  content(data: z.infer<S>, mail: MailLanguage): MailContent;
};

/**
 * The recipient's language, handed to every template: `t(message, values)` writes a message in
 * it (`{product}` is always the product's name).
 */
export type MailLanguage = {
  locale: Locale;
  intl: IntlShape;
  t: (message: MessageDescriptor, values?: Record<string, string | number>) => string;
};

export function mailLanguage(locale: Locale): MailLanguage {
  const intl = intlFor(locale);
  return {
    locale,
    intl,
    t: (message, values) => formatText(intl, message, { product: PRODUCT_NAME, ...values }),
  };
}

const templates = new Map<string, MailTemplate>();

/**
 * Declares a template and registers it under its name, so the mail module can render it at
 * delivery without knowing the module that owns it (each module keeps its templates in its own
 * folder; the app loads every module at start-up). The type of `content`'s data follows from
 * the schema. Declaring another template under a taken name is a programming error.
 */
export function defineMailTemplate<S extends z.ZodType>(
  name: string,
  definition: Omit<MailTemplate<S>, 'name'>,
): MailTemplate<S> {
  const template = { name, ...definition };
  const taken = templates.get(name);
  if (taken && taken.content !== definition.content) {
    throw new Error(`mail template ${name} is defined twice`);
  }
  templates.set(name, template as unknown as MailTemplate);
  return template;
}

/** The template registered under `name`, if any. */
export function mailTemplate(name: string): MailTemplate | undefined {
  return templates.get(name);
}

export type MailTemplateName = string;

export function isMailTemplateName(name: string): boolean {
  return templates.has(name);
}

/** Links in mails are absolute http(s) URLs. */
export const mailLink = z.url({ protocol: /^https?$/ });

const greetings = defineMessages({
  named: { id: 'mail.greeting.named', defaultMessage: 'Hello {name},' },
  anonymous: { id: 'mail.greeting.anonymous', defaultMessage: 'Hello,' },
});

/** "Hello Ada," or "Hello," when the name is not known — in the mail's language when given. */
export function greeting(name: string | undefined, mail: MailLanguage = mailLanguage('en')) {
  return name ? mail.t(greetings.named, { name }) : mail.t(greetings.anonymous);
}
