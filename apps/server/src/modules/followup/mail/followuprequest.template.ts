import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

/**
 * The second stage (issue 16 item 3): months after the event, each member of a side gets a
 * one-time link asking what came of a meeting — a result and concrete outcomes with dates.
 */
export const followUpRequestTemplate = defineMailTemplate('followuprequest', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    counterpartName: text,
    eventName: text,
    when: z.string().max(200),
    link: mailLink,
  }),
  content: (d) => ({
    subject: `What came of your meeting with ${d.counterpartName}?`,
    preview: `A two-minute follow-up on ${d.eventName}`,
    heading: 'What came of your meeting?',
    paragraphs: [
      greeting(d.name),
      `${d.companyName} met ${d.counterpartName} at ${d.eventName} (${d.when}).`,
      'Tell the organisers what came of it: further contact, negotiations or an agreement, and outcomes such as an NDA, a letter of intent, a pilot or a contract. It shapes how the programme matches companies next time.',
    ],
    action: { label: 'Report the follow-up', url: d.link },
    notes: [
      'The link works once, for 30 days, without signing in. One answer counts for your whole team.',
    ],
    reason: `You get this mail because ${d.companyName} had a meeting at ${d.eventName} on ${PRODUCT_NAME}.`,
  }),
});
