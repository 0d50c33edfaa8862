import { z } from 'zod';
import { defineMessages, type MessageDescriptor } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/** `{title}` the application, `{startup}` and `{corporate}` its two parties. */
const m = defineMessages({
  submittedSubject: {
    id: 'mail.grantForm.submitted.subject',
    defaultMessage: 'Grant application submitted: {title}',
  },
  submittedHeading: {
    id: 'mail.grantForm.submitted.heading',
    defaultMessage: 'A grant application waits for review',
  },
  submittedLine: {
    id: 'mail.grantForm.submitted.line',
    defaultMessage:
      '{startup} and {corporate} have submitted “{title}”. Start the review from the Grants queue.',
  },
  pendingSubject: {
    id: 'mail.grantForm.pending.subject',
    defaultMessage: 'Grant application with the programme: {title}',
  },
  pendingHeading: {
    id: 'mail.grantForm.pending.heading',
    defaultMessage: 'Your grant application is with the programme',
  },
  pendingLine: {
    id: 'mail.grantForm.pending.line',
    defaultMessage:
      '“{title}” ({startup} with {corporate}) was submitted; the programme reviews it and mails you its decision.',
  },
  approvedSubject: {
    id: 'mail.grantForm.approved.subject',
    defaultMessage: 'Grant application approved: {title}',
  },
  approvedHeading: {
    id: 'mail.grantForm.approved.heading',
    defaultMessage: 'Your grant application is approved',
  },
  approvedLine: {
    id: 'mail.grantForm.approved.line',
    defaultMessage:
      'The programme has approved “{title}” ({startup} with {corporate}). The agreement follows for signature.',
  },
  rejectedSubject: {
    id: 'mail.grantForm.rejected.subject',
    defaultMessage: 'Grant application not approved: {title}',
  },
  rejectedHeading: {
    id: 'mail.grantForm.rejected.heading',
    defaultMessage: 'Your grant application was not approved',
  },
  rejectedLine: {
    id: 'mail.grantForm.rejected.line',
    defaultMessage: 'The programme has decided not to fund “{title}” ({startup} with {corporate}).',
  },
  confirmSubject: {
    id: 'mail.grantForm.confirm.subject',
    defaultMessage: 'Confirm your part in a grant application: {title}',
  },
  confirmHeading: {
    id: 'mail.grantForm.confirm.heading',
    defaultMessage: 'Your part in a grant application',
  },
  confirmLine: {
    id: 'mail.grantForm.confirm.line',
    defaultMessage:
      '{startup} names {corporate} as its corporate partner in the innovation grant application “{title}”. Confirm your part — who signs for {corporate} — so that {startup} can submit it.',
  },
  changesSubject: {
    id: 'mail.grantForm.changes.subject',
    defaultMessage: 'Changes asked for in your grant application: {title}',
  },
  changesHeading: {
    id: 'mail.grantForm.changes.heading',
    defaultMessage: 'The programme asks for changes',
  },
  changesLine: {
    id: 'mail.grantForm.changes.line',
    defaultMessage:
      'The programme has sent “{title}” ({startup} with {corporate}) back to you. Change what the note asks, then submit it again; the version you submitted is kept.',
  },
  signedSubject: {
    id: 'mail.grantForm.signed.subject',
    defaultMessage: 'Grant agreement signed by every party: {title}',
  },
  signedHeading: {
    id: 'mail.grantForm.signed.heading',
    defaultMessage: 'The grant agreement is signed',
  },
  signedLine: {
    id: 'mail.grantForm.signed.line',
    defaultMessage:
      'Every party has signed the innovation grant agreement for “{title}” ({startup} with {corporate}). The signed agreement, with its evidence page, is in the Grants area.',
  },
  openApplication: { id: 'mail.grantForm.openApplication', defaultMessage: 'Open the application' },
  confirmAction: { id: 'mail.grantForm.confirm.action', defaultMessage: 'Confirm our part' },
  changesAction: { id: 'mail.grantForm.changes.action', defaultMessage: 'Edit the application' },
  signedAction: { id: 'mail.grantForm.signed.action', defaultMessage: 'Open the agreement' },
  note: { id: 'mail.grantForm.note', defaultMessage: 'Note from the programme: {note}' },
  reasonReviewer: {
    id: 'mail.grantForm.reason.reviewer',
    defaultMessage: 'You get this mail because you review innovation grants on {product}.',
  },
  reasonApplicant: {
    id: 'mail.grantForm.reason.applicant',
    defaultMessage:
      'You get this mail because your organisation applied for an innovation grant on {product}.',
  },
  reasonPartner: {
    id: 'mail.grantForm.reason.partner',
    defaultMessage:
      'You get this mail because your organisation was named as partner in an innovation grant application on {product}.',
  },
  reasonSigned: {
    id: 'mail.grantForm.reason.signed',
    defaultMessage:
      'You get this mail because you take part in an innovation grant agreement on {product}.',
  },
});

type Says = {
  subject: MessageDescriptor;
  heading: MessageDescriptor;
  line: MessageDescriptor;
  action: MessageDescriptor;
  reason: MessageDescriptor;
};

const SAYS: Record<Data['state'], Says> = {
  SUBMITTED: {
    subject: m.submittedSubject,
    heading: m.submittedHeading,
    line: m.submittedLine,
    action: m.openApplication,
    reason: m.reasonReviewer,
  },
  /** To a party that asks (usermail trigger) while the programme has not decided yet. */
  PENDING: {
    subject: m.pendingSubject,
    heading: m.pendingHeading,
    line: m.pendingLine,
    action: m.openApplication,
    reason: m.reasonApplicant,
  },
  APPROVED: {
    subject: m.approvedSubject,
    heading: m.approvedHeading,
    line: m.approvedLine,
    action: m.openApplication,
    reason: m.reasonApplicant,
  },
  REJECTED: {
    subject: m.rejectedSubject,
    heading: m.rejectedHeading,
    line: m.rejectedLine,
    action: m.openApplication,
    reason: m.reasonApplicant,
  },
  /** To the corporate partner's people when a startup names it: confirm who signs for it. */
  CONFIRM: {
    subject: m.confirmSubject,
    heading: m.confirmHeading,
    line: m.confirmLine,
    action: m.confirmAction,
    reason: m.reasonPartner,
  },
  /** To the startup's people when the programme sends the application back for changes. */
  CHANGES: {
    subject: m.changesSubject,
    heading: m.changesHeading,
    line: m.changesLine,
    action: m.changesAction,
    reason: m.reasonApplicant,
  },
  /** To everyone concerned when the last signature arrives. */
  SIGNED: {
    subject: m.signedSubject,
    heading: m.signedHeading,
    line: m.signedLine,
    action: m.signedAction,
    reason: m.reasonSigned,
  },
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
  content: (d, mail) => {
    const says = SAYS[d.state];
    const values = { title: d.title, startup: d.startupName, corporate: d.corporateName };
    return {
      subject: mail.t(says.subject, values),
      preview: `${d.startupName} · ${d.corporateName}`,
      heading: mail.t(says.heading),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(says.line, values),
        ...(d.note ? [mail.t(m.note, { note: d.note })] : []),
      ],
      action: { label: mail.t(says.action), url: d.link },
      reason: mail.t(says.reason),
    };
  },
});
