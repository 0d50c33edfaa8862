import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

const m = defineMessages({
  subject: {
    id: 'mail.feedbacktrigger.subject',
    defaultMessage: 'How was your meeting with {counterpart}?',
  },
  reminderSubject: {
    id: 'mail.feedbacktrigger.reminderSubject',
    defaultMessage: 'Reminder: how was your meeting with {counterpart}?',
  },
  preview: {
    id: 'mail.feedbacktrigger.preview',
    defaultMessage: 'Rate your meeting at {event} in one minute',
  },
  heading: { id: 'mail.feedbacktrigger.heading', defaultMessage: 'How was your meeting?' },
  met: {
    id: 'mail.feedbacktrigger.met',
    defaultMessage: '{company} met {counterpart} at {event} on {when}.',
  },
  ask: {
    id: 'mail.feedbacktrigger.ask',
    defaultMessage:
      'Give the meeting a score from 1 to 5 and tell the organisers whether you want a follow-up. Your comment is seen by the organisers, never by the other party.',
  },
  action: { id: 'mail.feedbacktrigger.action', defaultMessage: 'Rate the meeting' },
  once: {
    id: 'mail.feedbacktrigger.once',
    defaultMessage:
      'The link works once, for 30 days, without signing in. One answer counts for your whole team.',
  },
  reason: {
    id: 'mail.feedbacktrigger.reason',
    defaultMessage: 'You get this mail because {company} had a meeting at {event} on {product}.',
  },
});

/**
 * SPEC §7 `feedbacktrigger`: a meeting has ended; each member of a side gets a one-time link
 * that rates it without signing in (valid 30 days; the first use rates for the whole side).
 * `reminder`: the side had not rated three days later.
 */
export const feedbackTriggerTemplate = defineMailTemplate('feedbacktrigger', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    counterpartName: text,
    eventName: text,
    /** When the meeting began: "27 Nov 2026, 03:05 Europe/Stockholm" (rounds.ts meetingWhen). */
    when: z.string().max(200),
    reminder: z.boolean(),
    link: mailLink,
  }),
  content: (d, mail) => {
    const says = {
      company: d.companyName,
      counterpart: d.counterpartName,
      event: d.eventName,
      when: d.when,
    };
    return {
      subject: mail.t(d.reminder ? m.reminderSubject : m.subject, says),
      preview: mail.t(m.preview, says),
      heading: mail.t(m.heading),
      paragraphs: [greeting(d.name, mail), mail.t(m.met, says), mail.t(m.ask)],
      action: { label: mail.t(m.action), url: d.link },
      notes: [mail.t(m.once)],
      reason: mail.t(m.reason, says),
    };
  },
});
