import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

const m = defineMessages({
  subject: {
    id: 'mail.morning.subject',
    defaultMessage: 'Today at {event}: {count, plural, one {# meeting} other {# meetings}}',
  },
  preview: { id: 'mail.morning.preview', defaultMessage: 'First at {time} with {counterpart}' },
  heading: { id: 'mail.morning.heading', defaultMessage: 'Your day at {event}' },
  intro: {
    id: 'mail.morning.intro',
    defaultMessage: '{company}’s meetings on {day} (times in {zone}):',
  },
  venue: { id: 'mail.morning.venue', defaultMessage: 'Venue: {venue}.' },
  action: { id: 'mail.morning.action', defaultMessage: 'Open my agenda' },
  qr: {
    id: 'mail.morning.qr',
    defaultMessage: 'Show the QR code on your agenda at the check-in desk when you arrive.',
  },
  reason: {
    id: 'mail.morning.reason',
    defaultMessage:
      'You get this mail because {company} has meetings at {event} on {product}. You can turn reminders off on your agenda.',
  },
});

/**
 * The morning of a meeting day (07:00 in the event's zone): each person's meetings of the day —
 * times, tables or links, counterparts — and the venue.
 */
export const morningMailTemplate = defineMailTemplate('morningmail', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    eventName: text,
    /** "27 Nov 2026" ("27 nov 2026" in Swedish: the recipient's language). */
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
  content: (d, mail) => {
    const first = d.meetings[0]!;
    const v = { event: d.eventName, company: d.companyName };
    return {
      subject: mail.t(m.subject, { ...v, count: d.meetings.length }),
      preview: mail.t(m.preview, { time: first.time, counterpart: first.counterpartName }),
      heading: mail.t(m.heading, v),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(m.intro, { company: d.companyName, day: d.day, zone: d.timezone }),
        ...d.meetings.map(
          (x) => `${x.time} — ${x.counterpartName}${x.place ? ` — ${x.place}` : ''}`,
        ),
        ...(d.venue ? [mail.t(m.venue, { venue: d.venue })] : []),
      ],
      action: { label: mail.t(m.action), url: d.link },
      notes: [mail.t(m.qr)],
      reason: mail.t(m.reason, v),
    };
  },
});
