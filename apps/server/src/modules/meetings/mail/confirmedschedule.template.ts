import { plural, PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
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
  content: (d) => {
    const count = d.meetings.filter((m) => m.status === 'CONFIRMED').length;
    return {
      subject: d.changed
        ? `Your meeting schedule for ${d.eventName} has changed`
        : `Your meeting schedule for ${d.eventName}`,
      preview: `${plural(count, 'meeting')} for ${d.companyName}`,
      heading: d.changed ? 'Your schedule has changed' : 'Your meetings are scheduled',
      paragraphs: [
        greeting(d.name),
        ...(d.changed && d.changes?.length
          ? [`What changed for ${d.companyName} (times in ${d.timezone}):`, ...d.changes]
          : []),
        d.changed
          ? `The organisers of ${d.eventName} changed the schedule. This is ${d.companyName}'s agenda now (times in ${d.timezone}):`
          : `The organisers of ${d.eventName} published the schedule. ${d.companyName} has ${plural(count, 'meeting')} (times in ${d.timezone}):`,
        ...(d.lines.length ? d.lines : ['No meetings.']),
        'The attached calendar file adds the meetings to your calendar and updates them when they change.',
      ],
      action: { label: 'Open your agenda', url: d.link },
      reason: `You get this mail because ${d.companyName} takes part in ${d.eventName} on ${PRODUCT_NAME}.`,
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
