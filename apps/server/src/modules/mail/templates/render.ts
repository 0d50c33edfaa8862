import { render } from '@react-email/render';
import type { Locale } from '@matchday/shared';
import { createElement } from 'react';
import { parseInput } from '../../../platform/validation.ts';
import { MailLayout } from './layout.ts';
import { plainTextMail } from './plain-text.ts';
import {
  mailLanguage,
  mailTemplate,
  type MailAttachment,
  type MailContent,
  type MailTemplateName,
} from './template.ts';

export type RenderedMail = {
  subject: string;
  html: string;
  text: string;
  links: string[];
  attachments?: MailAttachment[];
};

/**
 * Checks the data against the template's schema and returns what the mail will say, in the
 * recipient's language.
 */
export function mailContent(
  template: MailTemplateName,
  data: unknown,
  locale: Locale = 'en',
): MailContent {
  const definition = mailTemplate(template);
  if (!definition) throw new Error(`unknown mail template ${template} (is its module loaded?)`);
  const parsed = parseInput(definition.data, data);
  return definition.content(parsed, mailLanguage(locale));
}

/** Renders a mail to HTML and plain text with the shared layout, in the recipient's language. */
export async function renderMail(
  template: MailTemplateName,
  data: unknown,
  locale: Locale = 'en',
): Promise<RenderedMail> {
  const content = mailContent(template, data, locale);
  const html = await render(createElement(MailLayout, { content, locale }));
  // The text part says what the HTML says, from the same content, each link once.
  const text = plainTextMail(content, locale);
  return {
    subject: content.subject,
    html,
    text,
    links: [
      ...(content.action ? [content.action.url] : []),
      ...(content.links ?? []).map((l) => l.url),
    ],
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
