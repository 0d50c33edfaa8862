import { plural, PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);
/** What the Outbox keeps of the live links (mail.service REDACTED). */
const REDACTED = '[redacted]';

/**
 * The second stage: months after the event, each member of a side is asked
 * what came of its meetings — a result and concrete outcomes with dates. One mail per person
 * per sweep (a digest): every meeting due then, each with its one-time link (`links`, in the
 * order of `meetings`; redacted at rest).
 */
export const followUpRequestTemplate = defineMailTemplate('followuprequest', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    meetings: z
      .array(z.object({ counterpartName: text, eventName: text, when: z.string().max(200) }))
      .min(1)
      .max(200),
    links: z.union([z.array(mailLink), z.literal(REDACTED)]),
  }),
  content: (d) => {
    const linkOf = (i: number) =>
      Array.isArray(d.links) ? (d.links[i] ?? '') : `https://${REDACTED}`;
    const events = [...new Set(d.meetings.map((m) => m.eventName))];
    const ask =
      'Tell the organisers what came of it: further contact, negotiations or an agreement, and outcomes such as an NDA, a letter of intent, a pilot or a contract. It shapes how the programme matches companies next time.';
    const reason = `You get this mail because ${d.companyName} had ${d.meetings.length === 1 ? 'a meeting' : 'meetings'} at ${events.join(', ')} on ${PRODUCT_NAME}.`;
    const [only] = d.meetings;
    if (d.meetings.length === 1 && only) {
      return {
        subject: `What came of your meeting with ${only.counterpartName}?`,
        preview: `A two-minute follow-up on ${only.eventName}`,
        heading: 'What came of your meeting?',
        paragraphs: [
          greeting(d.name),
          `${d.companyName} met ${only.counterpartName} at ${only.eventName} on ${only.when}.`,
          ask,
        ],
        action: { label: 'Report the follow-up', url: linkOf(0) },
        notes: [
          'The link works once, for 30 days, without signing in. One answer counts for your whole team.',
        ],
        reason,
      };
    }
    return {
      subject: `What came of your ${plural(d.meetings.length, 'meeting')}${events.length === 1 ? ` at ${events[0]}` : ''}?`,
      preview: `A two-minute follow-up on each meeting`,
      heading: 'What came of your meetings?',
      paragraphs: [
        greeting(d.name),
        `${d.companyName} had ${plural(d.meetings.length, 'meeting')}. For each one, tell the organisers what came of it: further contact, negotiations or an agreement, and outcomes such as an NDA, a letter of intent, a pilot or a contract. It shapes how the programme matches companies next time.`,
      ],
      links: d.meetings.map((m, i) => ({
        label: `${m.counterpartName} at ${m.eventName} (${m.when})`,
        url: linkOf(i),
      })),
      notes: [
        'Each link works once, for 30 days, without signing in. One answer counts for your whole team.',
      ],
      reason,
    };
  },
});
