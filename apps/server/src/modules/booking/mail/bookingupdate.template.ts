import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

export const BOOKING_MAIL_KINDS = [
  'REQUEST',
  'BOOKED',
  'ACCEPTED',
  'DECLINED',
  'COUNTERED',
  'EXPIRED',
] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

const SAYS: Record<
  BookingMailKind,
  { subject: (who: string, e: string) => string; heading: string; line: (who: string) => string }
> = {
  REQUEST: {
    subject: (who, e) => `Meeting request from ${who} at ${e}`,
    heading: 'A meeting request waits for your answer',
    line: (who) => `${who} would like to meet you. Accept, decline or propose another time.`,
  },
  BOOKED: {
    subject: (who, e) => `New meeting with ${who} at ${e}`,
    heading: 'A meeting was booked with you',
    line: (who) => `${who} booked a meeting with you. It is on your agenda.`,
  },
  ACCEPTED: {
    subject: (who, e) => `Meeting accepted: ${who} at ${e}`,
    heading: 'Your meeting request was accepted',
    line: (who) => `${who} accepted your meeting request. It is on your agenda.`,
  },
  DECLINED: {
    subject: (who, e) => `Meeting request declined: ${who} at ${e}`,
    heading: 'Your meeting request was declined',
    line: (who) => `${who} declined your meeting request.`,
  },
  COUNTERED: {
    subject: (who, e) => `Another time proposed: ${who} at ${e}`,
    heading: 'Another time was proposed',
    line: (who) => `${who} cannot meet at the time you asked and proposes the time below.`,
  },
  EXPIRED: {
    subject: (who, e) => `Meeting request expired: ${who} at ${e}`,
    heading: 'A meeting request expired',
    line: (who) => `Your meeting request to ${who} was not answered in time and has expired.`,
  },
};

/**
 * A booking between participants changed (docs/decisions/109): a request came in, a meeting
 * was booked, accepted, declined, answered with another time, or expired. Each member of the
 * company concerned gets one per request and kind.
 */
export const bookingUpdateTemplate = defineMailTemplate('bookingupdate', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: z.string().trim().min(1).max(200),
    eventName: z.string().trim().min(1).max(200),
    kind: z.enum(BOOKING_MAIL_KINDS),
    counterpart: z.string().trim().min(1).max(200),
    /** "12 May 2026, 09:20–09:40 (Europe/Stockholm)". */
    when: z.string().trim().min(1).max(600),
    reason: z.string().trim().min(1).max(1000).optional(),
    link: mailLink,
  }),
  content: (d) => {
    const says = SAYS[d.kind];
    return {
      subject: says.subject(d.counterpart, d.eventName),
      preview: `${d.counterpart} · ${d.when}`,
      heading: says.heading,
      paragraphs: [
        greeting(d.name),
        says.line(d.counterpart),
        `When: ${d.when}`,
        ...(d.reason ? [`Reason: ${d.reason}`] : []),
      ],
      action: { label: 'Open the event', url: d.link },
      reason: `You get this mail because ${d.companyName} takes part in ${d.eventName} on ${PRODUCT_NAME}.`,
    };
  },
});
