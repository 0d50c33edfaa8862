import { timeInZone } from '@matchday/shared';
import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

const m = defineMessages({
  subject: {
    id: 'mail.runningLate.subject',
    defaultMessage: '{company} runs {minutes} min late for your {time} meeting',
  },
  heading: { id: 'mail.runningLate.heading', defaultMessage: '{company} runs late' },
  body: {
    id: 'mail.runningLate.body',
    defaultMessage:
      '{person} of {company} runs {minutes} minutes late for your meeting at {event}, {time} ({zone}).',
  },
  where: { id: 'mail.runningLate.where', defaultMessage: 'Where: {place}.' },
  reason: {
    id: 'mail.runningLate.reason',
    defaultMessage: 'You see this because {company} has a meeting with you at {event}.',
  },
});

/**
 * The other side of a meeting runs late (decision 108): written to the app only (never mailed),
 * to each member of the counterpart.
 */
export const runningLateTemplate = defineMailTemplate('runninglate', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    reporterName: text,
    reporterCompany: text,
    eventName: text,
    startsAt: z.iso.datetime(),
    timezone: z.string().max(100),
    place: z.string().max(2000).nullable(),
    minutes: z.int().min(1).max(60),
  }),
  content: (d, mail) => {
    const time = timeInZone(d.startsAt, d.timezone);
    const values = {
      company: d.reporterCompany,
      person: d.reporterName,
      minutes: d.minutes,
      time,
      zone: d.timezone,
      event: d.eventName,
    };
    return {
      subject: mail.t(m.subject, values),
      preview: mail.t(m.body, values),
      heading: mail.t(m.heading, values),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(m.body, values),
        ...(d.place ? [mail.t(m.where, { place: d.place })] : []),
      ],
      reason: mail.t(m.reason, values),
    };
  },
});
