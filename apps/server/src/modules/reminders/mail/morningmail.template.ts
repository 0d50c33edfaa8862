import { plural, PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

/**
 * The morning of a meeting day (07:00 in the event's zone): each person's meetings of the day —
 * times, tables or links, counterparts — and the venue.
 */
export const morningMailTemplate = defineMailTemplate('morningmail', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    eventName: text,
    /** "Fri 27 Nov 2026". */
    day: z.string().max(100),
    timezone: z.string().max(100),
    venue: z.string().max(300),
    meetings: z
      .array(
        z.object({
          time: z.string().max(50),
          counterpartName: text,
          place: z.string().max(2000).nullable(),
        }),
      )
      .min(1)
      .max(200),
    link: mailLink,
  }),
  content: (d) => ({
    subject: `Today at ${d.eventName}: ${plural(d.meetings.length, 'meeting')}`,
    preview: `First at ${d.meetings[0]!.time} with ${d.meetings[0]!.counterpartName}`,
    heading: `Your day at ${d.eventName}`,
    paragraphs: [
      greeting(d.name),
      `${d.companyName}’s meetings on ${d.day} (times in ${d.timezone}):`,
      ...d.meetings.map((m) => `${m.time} — ${m.counterpartName}${m.place ? ` — ${m.place}` : ''}`),
      ...(d.venue ? [`Venue: ${d.venue}.`] : []),
    ],
    action: { label: 'Open my agenda', url: d.link },
    notes: ['Show the QR code on your agenda at the check-in desk when you arrive.'],
    reason: `You get this mail because ${d.companyName} has meetings at ${d.eventName} on ${PRODUCT_NAME}. You can turn reminders off on your agenda.`,
  }),
});
