import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { PRODUCT_NAME, SUPPORT_EMAIL, type Locale } from '@matchday/shared';
import { createElement as h, type CSSProperties } from 'react';
import { defineMessages, formatText, intlFor } from '../../../platform/intl.ts';
import type { MailContent } from './template.ts';

/** The layout's own words (the plain-text part says them too). */
export const layoutMessages = defineMessages({
  openLink: { id: 'mail.layout.openLink', defaultMessage: 'Or open this link:' },
  questions: {
    id: 'mail.layout.questions',
    defaultMessage: '{product} · Questions? Write to',
  },
});

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '32px', maxWidth: 560 },
  brand: { color: '#1c7ed6', fontSize: 20, fontWeight: 700, margin: '0 0 24px' },
  heading: { color: '#1a1b1e', fontSize: 22, margin: '0 0 16px' },
  text: { color: '#1a1b1e', fontSize: 15, lineHeight: '24px', margin: '0 0 12px' },
  button: {
    backgroundColor: '#1c7ed6',
    borderRadius: 6,
    color: '#ffffff',
    fontSize: 15,
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  action: { margin: '24px 0' },
  fallback: { color: '#495057', fontSize: 13, lineHeight: '20px', wordBreak: 'break-all' },
  hr: { borderColor: '#dee2e6', margin: '24px 0' },
  footer: { color: '#868e96', fontSize: 12, lineHeight: '18px', margin: '0 0 6px' },
} satisfies Record<string, CSSProperties>;

/**
 * The one layout of every mail: product name, heading, paragraphs, an optional button (with the
 * link written out for clients that hide buttons), and a footer with the support contact and the
 * reason this person gets the mail. React escapes every value.
 */
export function MailLayout({ content, locale = 'en' }: { content: MailContent; locale?: Locale }) {
  const { action } = content;
  const intl = intlFor(locale);
  return h(
    Html,
    { lang: locale },
    h(Head, null, h('title', null, content.subject)),
    h(Preview, null, content.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, PRODUCT_NAME),
        h(Heading, { as: 'h1', style: styles.heading }, content.heading),
        ...content.paragraphs.map((p, i) => h(Text, { key: `p${i}`, style: styles.text }, p)),
        ...(content.links ?? []).map((l, i) =>
          h(
            Text,
            { key: `l${i}`, style: styles.text },
            `${l.label}: `,
            h(Link, { href: l.url }, l.url),
          ),
        ),
        action &&
          h(
            Section,
            { style: styles.action },
            h(Button, { href: action.url, style: styles.button }, action.label),
            h(
              Text,
              { style: styles.fallback },
              `${formatText(intl, layoutMessages.openLink)} `,
              h(Link, { href: action.url }, action.url),
            ),
          ),
        ...(content.notes ?? []).map((n, i) => h(Text, { key: `n${i}`, style: styles.text }, n)),
        h(Hr, { style: styles.hr }),
        h(Text, { style: styles.footer }, content.reason),
        h(
          Text,
          { style: styles.footer },
          `${formatText(intl, layoutMessages.questions, { product: PRODUCT_NAME })} `,
          h(Link, { href: `mailto:${SUPPORT_EMAIL}` }, SUPPORT_EMAIL),
        ),
      ),
    ),
  );
}
