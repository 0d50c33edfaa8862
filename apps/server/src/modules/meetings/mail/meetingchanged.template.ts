import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/** " with Volvo", or nothing when Volvo itself made the change. */
const withWhom = (by: string, who: string) => (by === who ? '' : ` with ${who}`);

const SAYS = {
  CANCELLED: {
    subject: (who: string, e: string) => `Meeting cancelled: ${who} at ${e}`,
    heading: 'A meeting was cancelled',
    line: (by: string, who: string) => `${by} cancelled your meeting${withWhom(by, who)}.`,
  },
  NO_SHOW: {
    subject: (who: string, e: string) => `Meeting marked as a no-show: ${who} at ${e}`,
    heading: 'A meeting was marked as a no-show',
    line: (by: string, who: string) =>
      `${by} marked your meeting${withWhom(by, who)} as a no-show: it did not take place.`,
  },
  HELD: {
    subject: (who: string, e: string) => `Meeting marked as held: ${who} at ${e}`,
    heading: 'A no-show was corrected',
    line: (by: string, who: string) =>
      `${by} corrected your meeting${withWhom(by, who)}: it took place after all (it was marked as a no-show).`,
  },
} as const;

/**
 * A published meeting changed between publications: cancelled, marked a no-show, or
 * a no-show corrected to held. Each member of both companies (but the person who made the
 * change) gets one, with who did it, the reason and the time in the event's zone.
 */
export const meetingChangedTemplate = defineMailTemplate('meetingchanged', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: z.string().trim().min(1).max(200),
    eventName: z.string().trim().min(1).max(200),
    change: z.enum(['CANCELLED', 'NO_SHOW', 'HELD']),
    /** The other company of the meeting. */
    counterpart: z.string().trim().min(1).max(200),
    /** "12 May 2026, 09:20–09:40 (Europe/Stockholm), Table 3": the time participants knew. */
    when: z.string().trim().min(1).max(600),
    /** "The organisers", or the company (or incubator) that made the change. */
    by: z.string().trim().min(1).max(300),
    reason: z.string().trim().min(1).max(1000).optional(),
    link: mailLink,
  }),
  content: (d) => {
    const says = SAYS[d.change];
    return {
      subject: says.subject(d.counterpart, d.eventName),
      preview: `${d.counterpart} · ${d.when}`,
      heading: says.heading,
      paragraphs: [
        greeting(d.name),
        says.line(d.by, d.counterpart),
        `When: ${d.when}`,
        ...(d.reason ? [`Reason: ${d.reason}`] : []),
        'Your agenda and calendar show the change.',
      ],
      action: { label: 'Open your agenda', url: d.link },
      reason: `You get this mail because ${d.companyName} takes part in ${d.eventName} on ${PRODUCT_NAME}.`,
    };
  },
});
