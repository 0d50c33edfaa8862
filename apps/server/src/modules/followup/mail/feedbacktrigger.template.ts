import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

/**
 * SPEC §7 `feedbacktrigger`: a meeting has ended; each member of a side gets a one-time link
 * that rates it without signing in (valid 30 days; the first use rates for the whole side).
 * `reminder`: the side had not rated three days later.
 */
export const feedbackTriggerTemplate = defineMailTemplate('feedbacktrigger', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    counterpartName: text,
    eventName: text,
    /** When the meeting began: "27 Nov 2026, 03:05 Europe/Stockholm" (rounds.ts meetingWhen). */
    when: z.string().max(200),
    reminder: z.boolean(),
    link: mailLink,
  }),
  content: (d) => ({
    subject: d.reminder
      ? `Reminder: how was your meeting with ${d.counterpartName}?`
      : `How was your meeting with ${d.counterpartName}?`,
    preview: `Rate your meeting at ${d.eventName} in one minute`,
    heading: 'How was your meeting?',
    paragraphs: [
      greeting(d.name),
      `${d.companyName} met ${d.counterpartName} at ${d.eventName} on ${d.when}.`,
      'Give the meeting a score from 1 to 5 and tell the organisers whether you want a follow-up. Your comment is seen by the organisers, never by the other party.',
    ],
    action: { label: 'Rate the meeting', url: d.link },
    notes: [
      'The link works once, for 30 days, without signing in. One answer counts for your whole team.',
    ],
    reason: `You get this mail because ${d.companyName} had a meeting at ${d.eventName} on ${PRODUCT_NAME}.`,
  }),
});
