import { z } from 'zod';
import { defineMessages, type MessageDescriptor } from '../../../platform/intl.ts';
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

/** `{who}`: the other company; `{event}`: the event's name. */
const m = defineMessages({
  requestSubject: {
    id: 'mail.bookingupdate.request.subject',
    defaultMessage: 'Meeting request from {who} at {event}',
  },
  requestHeading: {
    id: 'mail.bookingupdate.request.heading',
    defaultMessage: 'A meeting request waits for your answer',
  },
  requestLine: {
    id: 'mail.bookingupdate.request.line',
    defaultMessage: '{who} would like to meet you. Accept, decline or propose another time.',
  },
  bookedSubject: {
    id: 'mail.bookingupdate.booked.subject',
    defaultMessage: 'New meeting with {who} at {event}',
  },
  bookedHeading: {
    id: 'mail.bookingupdate.booked.heading',
    defaultMessage: 'A meeting was booked with you',
  },
  bookedLine: {
    id: 'mail.bookingupdate.booked.line',
    defaultMessage: '{who} booked a meeting with you. It is on your agenda.',
  },
  acceptedSubject: {
    id: 'mail.bookingupdate.accepted.subject',
    defaultMessage: 'Meeting accepted: {who} at {event}',
  },
  acceptedHeading: {
    id: 'mail.bookingupdate.accepted.heading',
    defaultMessage: 'Your meeting request was accepted',
  },
  acceptedLine: {
    id: 'mail.bookingupdate.accepted.line',
    defaultMessage: '{who} accepted your meeting request. It is on your agenda.',
  },
  declinedSubject: {
    id: 'mail.bookingupdate.declined.subject',
    defaultMessage: 'Meeting request declined: {who} at {event}',
  },
  declinedHeading: {
    id: 'mail.bookingupdate.declined.heading',
    defaultMessage: 'Your meeting request was declined',
  },
  declinedLine: {
    id: 'mail.bookingupdate.declined.line',
    defaultMessage: '{who} declined your meeting request.',
  },
  counteredSubject: {
    id: 'mail.bookingupdate.countered.subject',
    defaultMessage: 'Another time proposed: {who} at {event}',
  },
  counteredHeading: {
    id: 'mail.bookingupdate.countered.heading',
    defaultMessage: 'Another time was proposed',
  },
  counteredLine: {
    id: 'mail.bookingupdate.countered.line',
    defaultMessage: '{who} cannot meet at the time you asked and proposes the time below.',
  },
  expiredSubject: {
    id: 'mail.bookingupdate.expired.subject',
    defaultMessage: 'Meeting request expired: {who} at {event}',
  },
  expiredHeading: {
    id: 'mail.bookingupdate.expired.heading',
    defaultMessage: 'A meeting request expired',
  },
  expiredLine: {
    id: 'mail.bookingupdate.expired.line',
    defaultMessage: 'Your meeting request to {who} was not answered in time and has expired.',
  },
  when: { id: 'mail.bookingupdate.when', defaultMessage: 'When: {when}' },
  why: { id: 'mail.bookingupdate.why', defaultMessage: 'Reason: {reason}' },
  action: { id: 'mail.bookingupdate.action', defaultMessage: 'Open the event' },
  reason: {
    id: 'mail.bookingupdate.reason',
    defaultMessage: 'You get this mail because {company} takes part in {event} on {product}.',
  },
});

type Says = { subject: MessageDescriptor; heading: MessageDescriptor; line: MessageDescriptor };
const SAYS: Record<BookingMailKind, Says> = {
  REQUEST: { subject: m.requestSubject, heading: m.requestHeading, line: m.requestLine },
  BOOKED: { subject: m.bookedSubject, heading: m.bookedHeading, line: m.bookedLine },
  ACCEPTED: { subject: m.acceptedSubject, heading: m.acceptedHeading, line: m.acceptedLine },
  DECLINED: { subject: m.declinedSubject, heading: m.declinedHeading, line: m.declinedLine },
  COUNTERED: { subject: m.counteredSubject, heading: m.counteredHeading, line: m.counteredLine },
  EXPIRED: { subject: m.expiredSubject, heading: m.expiredHeading, line: m.expiredLine },
};

/**
 * A booking between participants changed (docs/decisions/109): a request came in, a meeting
 * was booked, accepted, declined, answered with another time, or expired. Each member of the
 * company concerned gets one per request and kind, in the member's language.
 */
export const bookingUpdateTemplate = defineMailTemplate('bookingupdate', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: z.string().trim().min(1).max(200),
    eventName: z.string().trim().min(1).max(200),
    kind: z.enum(BOOKING_MAIL_KINDS),
    counterpart: z.string().trim().min(1).max(200),
    /** "12 May 2026, 09:20–09:40 (Europe/Stockholm)", in the reader's language. */
    when: z.string().trim().min(1).max(600),
    reason: z.string().trim().min(1).max(1000).optional(),
    link: mailLink,
  }),
  content: (d, mail) => {
    const says = SAYS[d.kind];
    const v = { who: d.counterpart, event: d.eventName };
    return {
      subject: mail.t(says.subject, v),
      preview: `${d.counterpart} · ${d.when}`,
      heading: mail.t(says.heading),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(says.line, v),
        mail.t(m.when, { when: d.when }),
        ...(d.reason ? [mail.t(m.why, { reason: d.reason })] : []),
      ],
      action: { label: mail.t(m.action), url: d.link },
      reason: mail.t(m.reason, { company: d.companyName, event: d.eventName }),
    };
  },
});
