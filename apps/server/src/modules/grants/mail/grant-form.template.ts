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
  /** To the corporate partner's people when a startup names it: confirm who signs for it. */
  CONFIRM: {
    subject: (t: string) => `Confirm your part in a grant application: ${t}`,
    heading: 'Your part in a grant application',
    line: (d: Data) =>
      `${d.startupName} names ${d.corporateName} as its corporate partner in the innovation grant application “${d.title}”. Confirm your part — who signs for ${d.corporateName} — so that ${d.startupName} can submit it.`,
    action: 'Confirm our part',
  },
  /** To the startup's people when the programme sends the application back for changes. */
  CHANGES: {
    subject: (t: string) => `Changes asked for in your grant application: ${t}`,
    heading: 'The programme asks for changes',
    line: (d: Data) =>
      `The programme has sent “${d.title}” (${d.startupName} with ${d.corporateName}) back to you. Change what the note asks, then submit it again; the version you submitted is kept.`,
    action: 'Edit the application',
  },
  /** To everyone concerned when the last signature arrives. */
  SIGNED: {
    subject: (t: string) => `Grant agreement signed by every party: ${t}`,
    heading: 'The grant agreement is signed',
    line: (d: Data) =>
      `Every party has signed the innovation grant agreement for “${d.title}” (${d.startupName} with ${d.corporateName}). The signed agreement, with its evidence page, is in the Grants area.`,
    action: 'Open the agreement',
  },
} as const;

const REASON: Record<Data['state'], string> = {
  SUBMITTED: `You get this mail because you review innovation grants on ${PRODUCT_NAME}.`,
  PENDING: `You get this mail because your organisation applied for an innovation grant on ${PRODUCT_NAME}.`,
  APPROVED: `You get this mail because your organisation applied for an innovation grant on ${PRODUCT_NAME}.`,
  REJECTED: `You get this mail because your organisation applied for an innovation grant on ${PRODUCT_NAME}.`,
  CHANGES: `You get this mail because your organisation applied for an innovation grant on ${PRODUCT_NAME}.`,
  CONFIRM: `You get this mail because your organisation was named as partner in an innovation grant application on ${PRODUCT_NAME}.`,
  SIGNED: `You get this mail because you take part in an innovation grant agreement on ${PRODUCT_NAME}.`,
};

const data = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  state: z.enum(['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED', 'CONFIRM', 'CHANGES', 'SIGNED']),
  title: z.string().trim().min(1).max(200),
  startupName: z.string().trim().min(1).max(200),
  corporateName: z.string().trim().min(1).max(200),
  note: z.string().trim().max(2000).optional(),
  link: mailLink,
});
type Data = z.infer<typeof data>;

/**
 * SPEC §7 `grant-form`: to the reviewers on submission, to both parties on each decision, to the
 * corporate partner when it must confirm its part, to the startup when the programme asks for
 * changes, and to everyone concerned when the agreement is signed by every party.
 */
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
      reason: REASON[d.state],
    };
  },
});
