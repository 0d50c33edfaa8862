import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const SAYS = {
  SUBMITTED: {
    subject: (t: string) => `Grant application submitted: ${t}`,
    heading: 'A grant application waits for review',
    line: (d: Data) =>
      `${d.startupName} and ${d.corporateName} have submitted “${d.title}”. Start the review from the Grants queue.`,
    action: 'Open the application',
  },
  /** To a party that asks (usermail trigger) while the programme has not decided yet. */
  PENDING: {
    subject: (t: string) => `Grant application with the programme: ${t}`,
    heading: 'Your grant application is with the programme',
    line: (d: Data) =>
      `“${d.title}” (${d.startupName} with ${d.corporateName}) was submitted; the programme reviews it and mails you its decision.`,
    action: 'Open the application',
  },
  APPROVED: {
    subject: (t: string) => `Grant application approved: ${t}`,
    heading: 'Your grant application is approved',
    line: (d: Data) =>
      `The programme has approved “${d.title}” (${d.startupName} with ${d.corporateName}). The agreement follows for signature.`,
    action: 'Open the application',
  },
  REJECTED: {
    subject: (t: string) => `Grant application not approved: ${t}`,
    heading: 'Your grant application was not approved',
    line: (d: Data) =>
      `The programme has decided not to fund “${d.title}” (${d.startupName} with ${d.corporateName}).`,
    action: 'Open the application',
  },
} as const;

const data = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  state: z.enum(['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED']),
  title: z.string().trim().min(1).max(200),
  startupName: z.string().trim().min(1).max(200),
  corporateName: z.string().trim().min(1).max(200),
  note: z.string().trim().max(2000).optional(),
  link: mailLink,
});
type Data = z.infer<typeof data>;

/** SPEC §7 `grant-form`: to the reviewers on submission, to both parties on each decision. */
export const grantFormTemplate = defineMailTemplate('grant-form', {
  data,
  content: (d) => {
    const says = SAYS[d.state];
    return {
      subject: says.subject(d.title),
      preview: `${d.startupName} · ${d.corporateName}`,
      heading: says.heading,
      paragraphs: [
        greeting(d.name),
        says.line(d),
        ...(d.note ? [`Note from the programme: ${d.note}`] : []),
      ],
      action: { label: says.action, url: d.link },
      reason:
        d.state === 'SUBMITTED'
          ? `You get this mail because you review innovation grants on ${PRODUCT_NAME}.`
          : `You get this mail because your organisation applied for an innovation grant on ${PRODUCT_NAME}.`,
    };
  },
});
