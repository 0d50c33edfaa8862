import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/** What a newly active organisation does first, by type. */
const NEXT = {
  startup: [
    'Complete your company profile: a clear one-line pitch, your stage and a pitch deck help corporates pick you.',
    'Register for an event and mark the slots you cannot attend.',
    'Answer the corporate needs of your events and follow your meetings.',
  ],
  corp: [
    'Complete your company profile so startups know who they meet.',
    'Take part in an event and describe your innovation needs.',
    'Choose the startups you want to meet among the suggestions.',
  ],
} as const;

/**
 * The company's account was activated (setCompanyActivityStatus → ACTIVE): every member learns
 * that they can sign in, and what to do next. Queued in the transaction of the status change.
 */
export const accountActiveTemplate = defineMailTemplate('account-active', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: z.string().trim().min(1).max(200),
    type: z.enum(['startup', 'corp']),
    link: mailLink,
  }),
  content: (d) => ({
    subject: `Your ${PRODUCT_NAME} account is active`,
    preview: `${d.companyName} can now use ${PRODUCT_NAME}. Here is what to do next.`,
    heading: 'Your account is active',
    paragraphs: [
      greeting(d.name),
      `${d.companyName} is now active on ${PRODUCT_NAME}: you and your colleagues can sign in and take part in events.`,
      'What to do next:',
      ...NEXT[d.type].map((line, i) => `${i + 1}. ${line}`),
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: d.link },
    reason: `You get this mail because you are a member of ${d.companyName} on ${PRODUCT_NAME}.`,
  }),
});
