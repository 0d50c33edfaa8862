import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';
import { icsCalendar } from '../calendar/ics.ts';

const icsMeeting = z.object({
  id: z.uuid(),
  sequence: z.int().min(0),
  status: z.enum(['CONFIRMED', 'CANCELLED']),
  start: z.string(),
  end: z.string(),
  summary: z.string().max(500),
  description: z.string().max(2000).optional(),
  location: z.string().max(500).nullish(),
  url: z.string().max(2000).nullish(),
  changedAt: z.string(),
});

const m = defineMessages({
  subject: {
    id: 'mail.confirmedschedule.subject',
    defaultMessage: 'Your meeting schedule for {event}',
  },
  subjectChanged: {
    id: 'mail.confirmedschedule.subjectChanged',
    defaultMessage: 'Your meeting schedule for {event} has changed',
  },
  preview: {
    id: 'mail.confirmedschedule.preview',
    defaultMessage: '{count, plural, one {# meeting} other {# meetings}} for {company}',
  },
  heading: { id: 'mail.confirmedschedule.heading', defaultMessage: 'Your meetings are scheduled' },
  headingChanged: {
    id: 'mail.confirmedschedule.headingChanged',
    defaultMessage: 'Your schedule has changed',
  },
  whatChanged: {
    id: 'mail.confirmedschedule.whatChanged',
    defaultMessage: 'What changed for {company} (times in {timezone}):',
  },
  agendaChanged: {
    id: 'mail.confirmedschedule.agendaChanged',
    defaultMessage:
      "The organisers of {event} changed the schedule. This is {company}'s agenda now (times in {timezone}):",
  },
  agendaPublished: {
    id: 'mail.confirmedschedule.agendaPublished',
    defaultMessage:
      'The organisers of {event} published the schedule. {company} has {count, plural, one {# meeting} other {# meetings}} (times in {timezone}):',
  },
  noMeetings: { id: 'mail.confirmedschedule.noMeetings', defaultMessage: 'No meetings.' },
  calendar: {
    id: 'mail.confirmedschedule.calendar',
    defaultMessage:
      'The attached calendar file adds the meetings to your calendar and updates them when they change.',
  },
  action: { id: 'mail.confirmedschedule.action', defaultMessage: 'Open your agenda' },
  reason: {
    id: 'mail.confirmedschedule.reason',
    defaultMessage: 'You get this mail because {company} takes part in {event} on {product}.',
  },
});

/**
 * SPEC §7 `confirmedschedule`: the organisers published (or changed) an event's schedule. Each
 * member of a company whose meetings changed gets the company's agenda for the event, in the
 * event's zone, and the same agenda as an .ics file (METHOD:PUBLISH; stable UIDs, so calendars
 * update the meetings they already hold instead of adding copies).
 */
export const confirmedScheduleTemplate = defineMailTemplate('confirmedschedule', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: z.string().trim().min(1).max(200),
    eventName: z.string().trim().min(1).max(200),
    timezone: z.string().min(1).max(100),
    /** "14 March 2026, 09:20–09:40 Table 3 · Meeting with Volvo", in the event’s zone. */
    lines: z.array(z.string().max(600)).max(500),
    /** First publication, or a change to a published schedule. */
    changed: z.boolean(),
    /**
     * What changed for this company since it was last told, one line per meeting, with the old
     * and new times ("Moved by the organisers: Meeting with Volvo, was …, now …").
     */
    changes: z.array(z.string().max(1000)).max(500).optional(),
    link: mailLink,
    uidDomain: z.string().min(1).max(300),
    meetings: z.array(icsMeeting).max(500),
  }),
  content: (d, mail) => {
    const count = d.meetings.filter((x) => x.status === 'CONFIRMED').length;
    const says = { event: d.eventName, company: d.companyName, timezone: d.timezone };
    return {
      subject: mail.t(d.changed ? m.subjectChanged : m.subject, says),
      preview: mail.t(m.preview, { ...says, count }),
      heading: mail.t(d.changed ? m.headingChanged : m.heading),
      paragraphs: [
        greeting(d.name, mail),
        ...(d.changed && d.changes?.length ? [mail.t(m.whatChanged, says), ...d.changes] : []),
        d.changed ? mail.t(m.agendaChanged, says) : mail.t(m.agendaPublished, { ...says, count }),
        ...(d.lines.length ? d.lines : [mail.t(m.noMeetings)]),
        mail.t(m.calendar),
      ],
      action: { label: mail.t(m.action), url: d.link },
      reason: mail.t(m.reason, says),
      attachments: [
        {
          filename: 'meetings.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: icsCalendar({
            name: `${d.eventName} – ${d.companyName}`,
            method: 'PUBLISH',
            uidDomain: d.uidDomain,
            meetings: d.meetings,
          }),
        },
      ],
    };
  },
});
