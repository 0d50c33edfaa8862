import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const m = defineMessages({
  subject: { id: 'mail.accountActive.subject', defaultMessage: 'Your {product} account is active' },
  preview: {
    id: 'mail.accountActive.preview',
    defaultMessage: '{company} can now use {product}. Here is what to do next.',
  },
  heading: { id: 'mail.accountActive.heading', defaultMessage: 'Your account is active' },
  active: {
    id: 'mail.accountActive.active',
    defaultMessage:
      '{company} is now active on {product}: you and your colleagues can sign in and take part in events.',
  },
  next: { id: 'mail.accountActive.next', defaultMessage: 'What to do next:' },
  startup1: {
    id: 'mail.accountActive.startup1',
    defaultMessage:
      '1. Complete your company profile: a clear one-line pitch, your stage and a pitch deck help corporates pick you.',
  },
  startup2: {
    id: 'mail.accountActive.startup2',
    defaultMessage: '2. Register for an event and mark the slots you cannot attend.',
  },
  startup3: {
    id: 'mail.accountActive.startup3',
    defaultMessage: '3. Answer the corporate needs of your events and follow your meetings.',
  },
  corp1: {
    id: 'mail.accountActive.corp1',
    defaultMessage: '1. Complete your company profile so startups know who they meet.',
  },
  corp2: {
    id: 'mail.accountActive.corp2',
    defaultMessage: '2. Take part in an event and describe your innovation needs.',
  },
  corp3: {
    id: 'mail.accountActive.corp3',
    defaultMessage: '3. Choose the startups you want to meet among the suggestions.',
  },
  action: { id: 'mail.accountActive.action', defaultMessage: 'Open {product}' },
  reason: {
    id: 'mail.accountActive.reason',
    defaultMessage: 'You get this mail because you are a member of {company} on {product}.',
  },
});

/** What a newly active organisation does first, by type. */
const NEXT = {
  startup: [m.startup1, m.startup2, m.startup3],
  corp: [m.corp1, m.corp2, m.corp3],
} as const;

/**
 * The company's account was activated (setCompanyActivityStatus → ACTIVE): every member learns
 * that they can sign in, and what to do next. Queued in the transaction of the status change.
 */
export const accountActiveTemplate = defineMailTemplate('account-active', {
  data: z.object({
    name: z.string().trim().min(1).max(200).optional(),
    companyName: z.string().trim().min(1).max(200),
    type: z.enum(['startup', 'corp']),
    link: mailLink,
  }),
  content: (d, mail) => {
    const company = d.companyName;
    return {
      subject: mail.t(m.subject),
      preview: mail.t(m.preview, { company }),
      heading: mail.t(m.heading),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(m.active, { company }),
        mail.t(m.next),
        ...NEXT[d.type].map((line) => mail.t(line)),
      ],
      action: { label: mail.t(m.action), url: d.link },
      reason: mail.t(m.reason, { company }),
    };
  },
});
