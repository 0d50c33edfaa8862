import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

/**
 * A meeting starts soon: sent the event's `reminderMinutes` before it to each member of both
 * sides (as a notification only to those using the app right now).
 */
export const meetingReminderTemplate = defineMailTemplate('meetingreminder', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    counterpartName: text,
    eventName: text,
    /** "09:20–09:40 Europe/Stockholm". */
    time: z.string().max(200),
    /** The table (and venue) or the video link. */
    place: z.string().max(2000).nullable(),
    minutes: z.int().min(1).max(1440),
    link: mailLink,
  }),
  content: (d) => ({
    subject: `In ${d.minutes} min: your meeting with ${d.counterpartName}`,
    preview: `${d.time}${d.place ? ` · ${d.place}` : ''}`,
    heading: `Your meeting with ${d.counterpartName} starts soon`,
    paragraphs: [
      greeting(d.name),
      `${d.companyName} meets ${d.counterpartName} at ${d.eventName}, ${d.time}.`,
      d.place ? `Where: ${d.place}.` : 'The place is on your agenda.',
    ],
    action: { label: 'Open my agenda', url: d.link },
    reason: `You get this mail because ${d.companyName} has a meeting at ${d.eventName} on ${PRODUCT_NAME}. You can turn reminders off on your agenda.`,
  }),
});
