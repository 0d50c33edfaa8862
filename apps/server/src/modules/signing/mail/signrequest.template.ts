import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const m = defineMessages({
  subject: {
    id: 'mail.signrequest.subject',
    defaultMessage: 'Please sign the innovation grant agreement: {title}',
  },
  preview: {
    id: 'mail.signrequest.preview',
    defaultMessage: 'The agreement for {title} is ready for your signature.',
  },
  heading: { id: 'mail.signrequest.heading', defaultMessage: 'Your signature is needed' },
  ready: {
    id: 'mail.signrequest.ready',
    defaultMessage:
      'The innovation grant agreement for "{title}" is ready. You sign it for {organisation}.',
  },
  how: {
    id: 'mail.signrequest.how',
    defaultMessage:
      'Open the link to read the agreement, type your name and confirm that you sign.',
  },
  action: { id: 'mail.signrequest.action', defaultMessage: 'Read and sign' },
  expires: {
    id: 'mail.signrequest.expires',
    defaultMessage: 'The link is personal, works once and expires on {expiresOn}.',
  },
  personal: { id: 'mail.signrequest.personal', defaultMessage: 'The link is personal.' },
  reason: {
    id: 'mail.signrequest.reason',
    defaultMessage:
      'You get this mail because you were named as a signatory of a grant agreement on {product}.',
  },
});

/**
 * A grant agreement waits for this person's signature (docs/decisions/062): the link opens the
 * built-in signer (/token/sign/<token>, single use, 30 days) or Scrive's signing page.
 */
export const signRequestTemplate = defineMailTemplate('signrequest', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    title: z.string().trim().min(1).max(300),
    organisation: z.string().trim().min(1).max(300),
    link: mailLink,
    expiresOn: z.string().max(40).optional(),
  }),
  content: (d, mail) => ({
    subject: mail.t(m.subject, { title: d.title }),
    preview: mail.t(m.preview, { title: d.title }),
    heading: mail.t(m.heading),
    paragraphs: [
      greeting(d.name, mail),
      mail.t(m.ready, { title: d.title, organisation: d.organisation }),
      mail.t(m.how),
    ],
    action: { label: mail.t(m.action), url: d.link },
    notes: [d.expiresOn ? mail.t(m.expires, { expiresOn: d.expiresOn }) : mail.t(m.personal)],
    reason: mail.t(m.reason),
  }),
});
