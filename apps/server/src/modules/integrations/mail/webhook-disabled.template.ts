import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/** To every full ADMIN when an endpoint is switched off after repeated failure. */
export const webhookDisabledTemplate = defineMailTemplate('webhook-disabled', {
  data: z.object({
    link: mailLink,
    name: z.string().trim().min(1).max(200).optional(),
    url: z.string().max(2000),
    lastError: z.string().max(500),
  }),
  content: (d) => ({
    subject: `A webhook of ${PRODUCT_NAME} was switched off`,
    preview: `Deliveries to ${d.url} kept failing.`,
    heading: 'A webhook was switched off',
    paragraphs: [
      greeting(d.name),
      `Deliveries to ${d.url} kept failing, so ${PRODUCT_NAME} stopped sending to it. The last answer was: ${d.lastError}`,
      'Fix the receiver, then switch the webhook on again and send the failed deliveries by hand from its log.',
    ],
    action: { label: 'Open Integrations', url: d.link },
    reason: `You get this mail because you are an administrator of ${PRODUCT_NAME}.`,
  }),
});
