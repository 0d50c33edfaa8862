import { z } from 'zod';
import { defineMessages, type MessageDescriptor } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/**
 * `{by}` made the change; `{who}` is the other company, and `{self}` is "yes" when that company
 * made the change itself (then the line names it once).
 */
const m = defineMessages({
  cancelledSubject: {
    id: 'mail.meetingchanged.cancelled.subject',
    defaultMessage: 'Meeting cancelled: {who} at {event}',
  },
  cancelledHeading: {
    id: 'mail.meetingchanged.cancelled.heading',
    defaultMessage: 'A meeting was cancelled',
  },
  cancelledLine: {
    id: 'mail.meetingchanged.cancelled.line',
    defaultMessage: '{by} cancelled your meeting{self, select, yes {} other { with {who}}}.',
  },
  noShowSubject: {
    id: 'mail.meetingchanged.noShow.subject',
    defaultMessage: 'Meeting marked as a no-show: {who} at {event}',
  },
  noShowHeading: {
    id: 'mail.meetingchanged.noShow.heading',
    defaultMessage: 'A meeting was marked as a no-show',
  },
  noShowLine: {
    id: 'mail.meetingchanged.noShow.line',
    defaultMessage:
      '{by} marked your meeting{self, select, yes {} other { with {who}}} as a no-show: it did not take place.',
  },
  heldSubject: {
    id: 'mail.meetingchanged.held.subject',
    defaultMessage: 'Meeting marked as held: {who} at {event}',
  },
  heldHeading: {
    id: 'mail.meetingchanged.held.heading',
    defaultMessage: 'A no-show was corrected',
  },
  heldLine: {
    id: 'mail.meetingchanged.held.line',
    defaultMessage:
      '{by} corrected your meeting{self, select, yes {} other { with {who}}}: it took place after all (it was marked as a no-show).',
  },
  when: { id: 'mail.meetingchanged.when', defaultMessage: 'When: {when}' },
  why: { id: 'mail.meetingchanged.why', defaultMessage: 'Reason: {reason}' },
  shown: {
    id: 'mail.meetingchanged.shown',
    defaultMessage: 'Your agenda and calendar show the change.',
  },
  action: { id: 'mail.meetingchanged.action', defaultMessage: 'Open your agenda' },
  reason: {
    id: 'mail.meetingchanged.reason',
    defaultMessage: 'You get this mail because {company} takes part in {event} on {product}.',
  },
});

type Says = { subject: MessageDescriptor; heading: MessageDescriptor; line: MessageDescriptor };
const SAYS: Record<'CANCELLED' | 'NO_SHOW' | 'HELD', Says> = {
  CANCELLED: { subject: m.cancelledSubject, heading: m.cancelledHeading, line: m.cancelledLine },
  NO_SHOW: { subject: m.noShowSubject, heading: m.noShowHeading, line: m.noShowLine },
  HELD: { subject: m.heldSubject, heading: m.heldHeading, line: m.heldLine },
};

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
  content: (d, mail) => {
    const says = SAYS[d.change];
    const who = d.counterpart;
    const event = d.eventName;
    return {
      subject: mail.t(says.subject, { who, event }),
      preview: `${who} · ${d.when}`,
      heading: mail.t(says.heading),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(says.line, { by: d.by, who, self: d.by === who ? 'yes' : 'no' }),
        mail.t(m.when, { when: d.when }),
        ...(d.reason ? [mail.t(m.why, { reason: d.reason })] : []),
        mail.t(m.shown),
      ],
      action: { label: mail.t(m.action), url: d.link },
      reason: mail.t(m.reason, { company: d.companyName, event }),
    };
  },
});
