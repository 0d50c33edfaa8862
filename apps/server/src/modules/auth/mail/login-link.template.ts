import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const m = defineMessages({
  subject: { id: 'mail.loginLink.subject', defaultMessage: 'Your {product} sign-in link' },
  preview: {
    id: 'mail.loginLink.preview',
    defaultMessage: 'Sign in with one click; the link works once, for 15 minutes.',
  },
  heading: { id: 'mail.loginLink.heading', defaultMessage: 'Sign in to {product}' },
  body: {
    id: 'mail.loginLink.body',
    defaultMessage: 'Use the button below to sign in without your password.',
  },
  action: { id: 'mail.loginLink.action', defaultMessage: 'Sign in' },
  once: {
    id: 'mail.loginLink.once',
    defaultMessage: 'The link works once and expires in 15 minutes.',
  },
  ignore: {
    id: 'mail.loginLink.ignore',
    defaultMessage: 'If you did not ask for it, ignore this mail.',
  },
  reason: {
    id: 'mail.loginLink.reason',
    defaultMessage:
      'You get this mail because a sign-in link for {product} was requested for this address.',
  },
});

/** A one-time sign-in link (/token/login/<token>), valid 15 minutes. */
export const loginLinkTemplate = defineMailTemplate('login-link', {
  data: z.object({ link: mailLink, name: z.string().trim().min(1).max(200).optional() }),
  content: (d, mail) => ({
    subject: mail.t(m.subject),
    preview: mail.t(m.preview),
    heading: mail.t(m.heading),
    paragraphs: [greeting(d.name, mail), mail.t(m.body)],
    action: { label: mail.t(m.action), url: d.link },
    notes: [mail.t(m.once), mail.t(m.ignore)],
    reason: mail.t(m.reason),
  }),
});
