import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const SAYS = {
  INVITED: {
    subject: (e: string) => `You are invited to ${e}`,
    heading: 'You are invited',
    line: (e: string) =>
      `The organisers of ${e} have put your organisation on the list. Confirm that you come on the event page.`,
  },
  REGISTERED: {
    subject: (e: string) => `Registration received: ${e}`,
    heading: 'Registration received',
    line: (e: string) =>
      `Your organisation is registered for ${e}. The organisers will confirm your place; you get a mail when they do.`,
  },
  APPROVED: {
    subject: (e: string) => `You take part in ${e}`,
    heading: 'Your place is confirmed',
    line: (e: string) =>
      `Your organisation takes part in ${e}. Mark the slots you cannot attend so that meetings are only placed when you are there.`,
  },
  DECLINED: {
    subject: (e: string) => `Registration declined: ${e}`,
    heading: 'Your registration was declined',
    line: (e: string) =>
      `The organisers of ${e} declined your organisation's registration. You will not get meetings at this event.`,
  },
} as const;

/**
 * SPEC §7 `joinevent`: on registration, on an organiser's invitation, on approval (again when
 * a declined registration is re-admitted) and on a decline, with the organisers' reason.
 */
export const joinEventTemplate = defineMailTemplate('joinevent', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    eventName: z.string().trim().min(1).max(200),
    companyName: z.string().trim().min(1).max(200),
    state: z.enum(['INVITED', 'REGISTERED', 'APPROVED', 'DECLINED']),
    /** The organisers' reason for a decline, as they wrote it. */
    reason: z.string().trim().min(1).max(1000).optional(),
    /** "12 May 2026, Stockholm" — dates in the event's zone and place. */
    when: z.string().trim().min(1).max(300),
    link: mailLink,
  }),
  content: (d) => {
    const says = SAYS[d.state];
    return {
      subject: says.subject(d.eventName),
      preview: `${d.companyName} · ${d.when}`,
      heading: says.heading,
      paragraphs: [
        greeting(d.name),
        says.line(d.eventName),
        ...(d.state === 'DECLINED' && d.reason ? [`Their reason: ${d.reason}`] : []),
        d.when,
      ],
      action: { label: 'Open the event', url: d.link },
      reason: `You get this mail because you are a member of ${d.companyName} on ${PRODUCT_NAME}.`,
    };
  },
});
