import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/** A one-time sign-in link (/token/login/<token>), valid 15 minutes. */
export const loginLinkTemplate = defineMailTemplate('login-link', {
  data: z.object({ link: mailLink, name: z.string().trim().min(1).max(200).optional() }),
  content: (d) => ({
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    preview: 'Sign in with one click; the link works once, for 15 minutes.',
    heading: `Sign in to ${PRODUCT_NAME}`,
    paragraphs: [greeting(d.name), 'Use the button below to sign in without your password.'],
    action: { label: 'Sign in', url: d.link },
    notes: [
      'The link works once and expires in 15 minutes.',
      'If you did not ask for it, ignore this mail.',
    ],
    reason: `You get this mail because a sign-in link for ${PRODUCT_NAME} was requested for this address.`,
  }),
});
