import { PRODUCT_NAME, SUPPORT_EMAIL, type Locale } from '@matchday/shared';
import { formatText, intlFor } from '../../../platform/intl.ts';
import { layoutMessages } from './layout.ts';
import type { MailContent } from './template.ts';

/**
 * The plain-text part of a mail, written from the same content as the HTML layout rather than
 * converted from it: each link appears once, after its label ("Open your agenda: https://…"),
 * not as the button's text, the written-out fallback and a bracketed copy of each.
 */
export function plainTextMail(content: MailContent, locale: Locale = 'en'): string {
  const questions = formatText(intlFor(locale), layoutMessages.questions, {
    product: PRODUCT_NAME,
  });
  const blocks = [
    PRODUCT_NAME,
    content.heading,
    ...content.paragraphs,
    ...(content.links ?? []).map((l) => `${l.label}: ${l.url}`),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.notes ?? []),
    '—',
    content.reason,
    `${questions} ${SUPPORT_EMAIL}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
