import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const m = defineMessages({
  subject: {
    id: 'mail.webhookDisabled.subject',
    defaultMessage: 'A webhook of {product} was switched off',
  },
  preview: {
    id: 'mail.webhookDisabled.preview',
    defaultMessage: 'Deliveries to {url} kept failing.',
  },
  heading: { id: 'mail.webhookDisabled.heading', defaultMessage: 'A webhook was switched off' },
  failing: {
    id: 'mail.webhookDisabled.failing',
    defaultMessage:
      'Deliveries to {url} kept failing, so {product} stopped sending to it. The last answer was: {lastError}',
  },
  fix: {
    id: 'mail.webhookDisabled.fix',
    defaultMessage:
      'Fix the receiver, then switch the webhook on again and send the failed deliveries by hand from its log.',
  },
  action: { id: 'mail.webhookDisabled.action', defaultMessage: 'Open Integrations' },
  reason: {
    id: 'mail.webhookDisabled.reason',
    defaultMessage: 'You get this mail because you are an administrator of {product}.',
  },
});

/** To every full ADMIN when an endpoint is switched off after repeated failure. */
export const webhookDisabledTemplate = defineMailTemplate('webhook-disabled', {
  data: z.object({
    link: mailLink,
    name: z.string().trim().min(1).max(200).optional(),
    url: z.string().max(2000),
    lastError: z.string().max(500),
  }),
  content: (d, mail) => ({
    subject: mail.t(m.subject),
    preview: mail.t(m.preview, { url: d.url }),
    heading: mail.t(m.heading),
    paragraphs: [
      greeting(d.name, mail),
      mail.t(m.failing, { url: d.url, lastError: d.lastError }),
      mail.t(m.fix),
    ],
    action: { label: mail.t(m.action), url: d.link },
    reason: mail.t(m.reason),
  }),
});
