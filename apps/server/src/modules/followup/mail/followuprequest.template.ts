import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const text = z.string().trim().min(1).max(200);
/** What the Outbox keeps of the live links (mail.service REDACTED). */
const REDACTED = '[redacted]';

const m = defineMessages({
  ask: {
    id: 'mail.followuprequest.ask',
    defaultMessage:
      'Tell the organisers what came of it: further contact, negotiations or an agreement, and outcomes such as an NDA, a letter of intent, a pilot or a contract. It shapes how the programme matches companies next time.',
  },
  reason: {
    id: 'mail.followuprequest.reason',
    defaultMessage:
      'You get this mail because {company} had {count, plural, one {a meeting} other {meetings}} at {events} on {product}.',
  },
  subject: {
    id: 'mail.followuprequest.subject',
    defaultMessage: 'What came of your meeting with {counterpart}?',
  },
  preview: {
    id: 'mail.followuprequest.preview',
    defaultMessage: 'A two-minute follow-up on {event}',
  },
  heading: { id: 'mail.followuprequest.heading', defaultMessage: 'What came of your meeting?' },
  met: {
    id: 'mail.followuprequest.met',
    defaultMessage: '{company} met {counterpart} at {event} on {when}.',
  },
  action: { id: 'mail.followuprequest.action', defaultMessage: 'Report the follow-up' },
  once: {
    id: 'mail.followuprequest.once',
    defaultMessage:
      'The link works once, for 30 days, without signing in. One answer counts for your whole team.',
  },
  digestSubject: {
    id: 'mail.followuprequest.digest.subject',
    defaultMessage:
      'What came of your {count, plural, one {# meeting} other {# meetings}}{oneEvent, select, yes { at {event}} other {}}?',
  },
  digestPreview: {
    id: 'mail.followuprequest.digest.preview',
    defaultMessage: 'A two-minute follow-up on each meeting',
  },
  digestHeading: {
    id: 'mail.followuprequest.digest.heading',
    defaultMessage: 'What came of your meetings?',
  },
  digestLine: {
    id: 'mail.followuprequest.digest.line',
    defaultMessage:
      '{company} had {count, plural, one {# meeting} other {# meetings}}. For each one, tell the organisers what came of it: further contact, negotiations or an agreement, and outcomes such as an NDA, a letter of intent, a pilot or a contract. It shapes how the programme matches companies next time.',
  },
  digestLink: {
    id: 'mail.followuprequest.digest.link',
    defaultMessage: '{counterpart} at {event} ({when})',
  },
  digestOnce: {
    id: 'mail.followuprequest.digest.once',
    defaultMessage:
      'Each link works once, for 30 days, without signing in. One answer counts for your whole team.',
  },
});

/**
 * The second stage: months after the event, each member of a side is asked
 * what came of its meetings — a result and concrete outcomes with dates. One mail per person
 * per sweep (a digest): every meeting due then, each with its one-time link (`links`, in the
 * order of `meetings`; redacted at rest).
 */
export const followUpRequestTemplate = defineMailTemplate('followuprequest', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: text,
    meetings: z
      .array(z.object({ counterpartName: text, eventName: text, when: z.string().max(200) }))
      .min(1)
      .max(200),
    links: z.union([z.array(mailLink), z.literal(REDACTED)]),
  }),
  content: (d, mail) => {
    const linkOf = (i: number) =>
      Array.isArray(d.links) ? (d.links[i] ?? '') : `https://${REDACTED}`;
    const events = [...new Set(d.meetings.map((x) => x.eventName))];
    const count = d.meetings.length;
    const company = d.companyName;
    const reason = mail.t(m.reason, { company, count, events: events.join(', ') });
    const [only] = d.meetings;
    if (count === 1 && only) {
      const says = {
        company,
        counterpart: only.counterpartName,
        event: only.eventName,
        when: only.when,
      };
      return {
        subject: mail.t(m.subject, says),
        preview: mail.t(m.preview, says),
        heading: mail.t(m.heading),
        paragraphs: [greeting(d.name, mail), mail.t(m.met, says), mail.t(m.ask)],
        action: { label: mail.t(m.action), url: linkOf(0) },
        notes: [mail.t(m.once)],
        reason,
      };
    }
    return {
      subject: mail.t(m.digestSubject, {
        count,
        oneEvent: events.length === 1 ? 'yes' : 'no',
        event: events[0] ?? '',
      }),
      preview: mail.t(m.digestPreview),
      heading: mail.t(m.digestHeading),
      paragraphs: [greeting(d.name, mail), mail.t(m.digestLine, { company, count })],
      links: d.meetings.map((x, i) => ({
        label: mail.t(m.digestLink, {
          counterpart: x.counterpartName,
          event: x.eventName,
          when: x.when,
        }),
        url: linkOf(i),
      })),
      notes: [mail.t(m.digestOnce)],
      reason,
    };
  },
});
