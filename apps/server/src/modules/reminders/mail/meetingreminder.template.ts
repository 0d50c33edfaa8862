import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

const m = defineMessages({
  subject: {
    id: 'mail.meetingReminder.subject',
    defaultMessage: 'In {minutes} min: your meeting with {counterpart}',
  },
  heading: {
    id: 'mail.meetingReminder.heading',
    defaultMessage: 'Your meeting with {counterpart} starts soon',
  },
  meets: {
    id: 'mail.meetingReminder.meets',
    defaultMessage: '{company} meets {counterpart} at {event}, {time}.',
  },
  where: { id: 'mail.meetingReminder.where', defaultMessage: 'Where: {place}.' },
  noPlace: { id: 'mail.meetingReminder.noPlace', defaultMessage: 'The place is on your agenda.' },
  action: { id: 'mail.meetingReminder.action', defaultMessage: 'Open my agenda' },
  reason: {
    id: 'mail.meetingReminder.reason',
    defaultMessage:
      'You get this mail because {company} has a meeting at {event} on {product}. You can turn reminders off on your agenda.',
  },
});

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
  content: (d, mail) => {
    const v = {
      minutes: d.minutes,
      counterpart: d.counterpartName,
      company: d.companyName,
      event: d.eventName,
      time: d.time,
    };
    return {
      subject: mail.t(m.subject, v),
      preview: `${d.time}${d.place ? ` · ${d.place}` : ''}`,
      heading: mail.t(m.heading, v),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(m.meets, v),
        d.place ? mail.t(m.where, { place: d.place }) : mail.t(m.noPlace),
      ],
      action: { label: mail.t(m.action), url: d.link },
      reason: mail.t(m.reason, v),
    };
  },
});
