import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

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
  content: (d) => ({
    subject: `Please sign the innovation grant agreement: ${d.title}`,
    preview: `The agreement for ${d.title} is ready for your signature.`,
    heading: 'Your signature is needed',
    paragraphs: [
      greeting(d.name),
      `The innovation grant agreement for "${d.title}" is ready. You sign it for ${d.organisation}.`,
      'Open the link to read the agreement, type your name and confirm that you sign.',
    ],
    action: { label: 'Read and sign', url: d.link },
    notes: [
      d.expiresOn
        ? `The link is personal, works once and expires on ${d.expiresOn}.`
        : 'The link is personal.',
    ],
    reason: `You get this mail because you were named as a signatory of a grant agreement on ${PRODUCT_NAME}.`,
  }),
});
