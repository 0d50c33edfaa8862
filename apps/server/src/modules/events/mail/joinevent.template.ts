import { z } from 'zod';
import { defineMessages, type MessageDescriptor } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const m = defineMessages({
  invitedSubject: {
    id: 'mail.joinevent.invited.subject',
    defaultMessage: 'You are invited to {event}',
  },
  invitedHeading: { id: 'mail.joinevent.invited.heading', defaultMessage: 'You are invited' },
  invitedLine: {
    id: 'mail.joinevent.invited.line',
    defaultMessage:
      'The organisers of {event} have put your organisation on the list. Confirm that you come on the event page.',
  },
  registeredSubject: {
    id: 'mail.joinevent.registered.subject',
    defaultMessage: 'Registration received: {event}',
  },
  registeredHeading: {
    id: 'mail.joinevent.registered.heading',
    defaultMessage: 'Registration received',
  },
  registeredLine: {
    id: 'mail.joinevent.registered.line',
    defaultMessage:
      'Your organisation is registered for {event}. The organisers will confirm your place; you get a mail when they do.',
  },
  approvedSubject: {
    id: 'mail.joinevent.approved.subject',
    defaultMessage: 'You take part in {event}',
  },
  approvedHeading: {
    id: 'mail.joinevent.approved.heading',
    defaultMessage: 'Your place is confirmed',
  },
  approvedLine: {
    id: 'mail.joinevent.approved.line',
    defaultMessage:
      'Your organisation takes part in {event}. Mark the slots you cannot attend so that meetings are only placed when you are there.',
  },
  declinedSubject: {
    id: 'mail.joinevent.declined.subject',
    defaultMessage: 'Registration declined: {event}',
  },
  declinedHeading: {
    id: 'mail.joinevent.declined.heading',
    defaultMessage: 'Your registration was declined',
  },
  declinedLine: {
    id: 'mail.joinevent.declined.line',
    defaultMessage:
      "The organisers of {event} declined your organisation's registration. You will not get meetings at this event.",
  },
  theirReason: { id: 'mail.joinevent.theirReason', defaultMessage: 'Their reason: {reason}' },
  action: { id: 'mail.joinevent.action', defaultMessage: 'Open the event' },
  reason: {
    id: 'mail.joinevent.reason',
    defaultMessage: 'You get this mail because you are a member of {company} on {product}.',
  },
});

type Says = { subject: MessageDescriptor; heading: MessageDescriptor; line: MessageDescriptor };
const SAYS: Record<'INVITED' | 'REGISTERED' | 'APPROVED' | 'DECLINED', Says> = {
  INVITED: { subject: m.invitedSubject, heading: m.invitedHeading, line: m.invitedLine },
  REGISTERED: {
    subject: m.registeredSubject,
    heading: m.registeredHeading,
    line: m.registeredLine,
  },
  APPROVED: { subject: m.approvedSubject, heading: m.approvedHeading, line: m.approvedLine },
  DECLINED: { subject: m.declinedSubject, heading: m.declinedHeading, line: m.declinedLine },
};

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
    /** "12 May 2026, Stockholm" — dates in the event's zone and place, in the mail's language. */
    when: z.string().trim().min(1).max(300),
    link: mailLink,
  }),
  content: (d, mail) => {
    const says = SAYS[d.state];
    const event = d.eventName;
    return {
      subject: mail.t(says.subject, { event }),
      preview: `${d.companyName} · ${d.when}`,
      heading: mail.t(says.heading),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(says.line, { event }),
        ...(d.state === 'DECLINED' && d.reason
          ? [mail.t(m.theirReason, { reason: d.reason })]
          : []),
        d.when,
      ],
      action: { label: mail.t(m.action), url: d.link },
      reason: mail.t(m.reason, { company: d.companyName }),
    };
  },
});
