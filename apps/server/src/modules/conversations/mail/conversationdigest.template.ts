import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);

const m = defineMessages({
  subject: {
    id: 'mail.conversationDigest.subject',
    defaultMessage:
      '{count, plural, one {# unread message} other {# unread messages}} from {counterpart}',
  },
  heading: {
    id: 'mail.conversationDigest.heading',
    defaultMessage: '{counterpart} wrote to you',
  },
  waiting: {
    id: 'mail.conversationDigest.waiting',
    defaultMessage:
      '{count, plural, one {# message} other {# messages}} for {company} at {event} {count, plural, one {waits} other {wait}} for you on {product}.',
  },
  newest: { id: 'mail.conversationDigest.newest', defaultMessage: 'The newest: “{excerpt}”' },
  action: { id: 'mail.conversationDigest.action', defaultMessage: 'Open the conversation' },
  organisers: {
    id: 'mail.conversationDigest.organisers',
    defaultMessage: 'The organisers of {event}',
  },
  reason: {
    id: 'mail.conversationDigest.reason',
    defaultMessage:
      'You get one mail per conversation when a message has waited 15 minutes unread on {product}. You can turn these mails off in your settings.',
  },
});

/**
 * The away digest (docs/decisions/112): messages in one conversation have waited 15 minutes
 * unread — one mail per conversation until the person reads it, however many messages came.
 */
export const conversationDigestTemplate = defineMailTemplate('conversationdigest', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    /** The other company; null: the event's organisers. */
    counterpartName: text.nullable(),
    eventName: text,
    count: z.int().min(1).max(100_000),
    /** The newest unread message, cut short. */
    excerpt: z.string().max(300),
    link: mailLink,
  }),
  content: (d, mail) => {
    const counterpart = d.counterpartName ?? mail.t(m.organisers, { event: d.eventName });
    const v = { count: d.count, counterpart, company: d.companyName, event: d.eventName };
    return {
      subject: mail.t(m.subject, v),
      preview: d.excerpt,
      heading: mail.t(m.heading, v),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(m.waiting, v),
        ...(d.excerpt ? [mail.t(m.newest, { excerpt: d.excerpt })] : []),
      ],
      action: { label: mail.t(m.action), url: d.link },
      reason: mail.t(m.reason, v),
    };
  },
});
