import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const name = z.string().trim().min(1).max(200).optional();
const companyName = z.string().trim().min(1).max(200).optional();

const verify = defineMessages({
  subject: {
    id: 'mail.verify.subject',
    defaultMessage: 'Verify your e-mail address for {product}',
  },
  preview: {
    id: 'mail.verify.preview',
    defaultMessage: 'Confirm your address to start using {product}.',
  },
  heading: { id: 'mail.verify.heading', defaultMessage: 'Verify your e-mail address' },
  body: {
    id: 'mail.verify.body',
    defaultMessage:
      'Please confirm that this is your e-mail address to finish signing up for {product}.',
  },
  action: { id: 'mail.verify.action', defaultMessage: 'Verify e-mail address' },
  ignore: {
    id: 'mail.verify.ignore',
    defaultMessage: 'If you did not sign up, you can ignore this mail.',
  },
  reason: {
    id: 'mail.verify.reason',
    defaultMessage: 'You get this mail because this address was used to sign up for {product}.',
  },
});

export const verifyTemplate = defineMailTemplate('verify', {
  data: z.object({ link: mailLink, name }),
  content: (d, mail) => ({
    subject: mail.t(verify.subject),
    preview: mail.t(verify.preview),
    heading: mail.t(verify.heading),
    paragraphs: [greeting(d.name, mail), mail.t(verify.body)],
    action: { label: mail.t(verify.action), url: d.link },
    notes: [mail.t(verify.ignore)],
    reason: mail.t(verify.reason),
  }),
});

const verifyAdmin = defineMessages({
  subject: {
    id: 'mail.verifyAdmin.subject',
    defaultMessage: 'Activate your {product} administrator account',
  },
  preview: {
    id: 'mail.verifyAdmin.preview',
    defaultMessage: 'Confirm your address to activate your administrator account.',
  },
  heading: {
    id: 'mail.verifyAdmin.heading',
    defaultMessage: 'Activate your administrator account',
  },
  body: {
    id: 'mail.verifyAdmin.body',
    defaultMessage:
      'An administrator account for {product} was created for this address. Confirm it to sign in.',
  },
  action: { id: 'mail.verifyAdmin.action', defaultMessage: 'Activate account' },
  ignore: {
    id: 'mail.verifyAdmin.ignore',
    defaultMessage: 'If you did not expect this, you can ignore this mail.',
  },
  reason: {
    id: 'mail.verifyAdmin.reason',
    defaultMessage:
      'You get this mail because an administrator account of {product} uses this address.',
  },
});

export const verifyAdminTemplate = defineMailTemplate('verify-admin', {
  data: z.object({ link: mailLink, name }),
  content: (d, mail) => ({
    subject: mail.t(verifyAdmin.subject),
    preview: mail.t(verifyAdmin.preview),
    heading: mail.t(verifyAdmin.heading),
    paragraphs: [greeting(d.name, mail), mail.t(verifyAdmin.body)],
    action: { label: mail.t(verifyAdmin.action), url: d.link },
    notes: [mail.t(verifyAdmin.ignore)],
    reason: mail.t(verifyAdmin.reason),
  }),
});

const contact = defineMessages({
  subject: {
    id: 'mail.verifyContact.subject',
    defaultMessage: 'New contact to verify{hasCompany, select, yes { for {company}} other {}}',
  },
  preview: {
    id: 'mail.verifyContact.preview',
    defaultMessage:
      'A new contact{hasCompany, select, yes { for {company}} other {}} waits for verification.',
  },
  heading: {
    id: 'mail.verifyContact.heading',
    defaultMessage: 'A new contact waits for verification',
  },
  body: {
    id: 'mail.verifyContact.body',
    defaultMessage:
      '{hasWho, select, yes {{who}} other {A new contact}} signed up{hasCompany, select, yes { for {company}} other {}}. Please check and verify the account.',
  },
  action: { id: 'mail.verifyContact.action', defaultMessage: 'Review contact' },
  reason: {
    id: 'mail.verifyContact.reason',
    defaultMessage: 'You get this mail because you are an administrator of {product}.',
  },
});

export const verifyContactAdminTemplate = defineMailTemplate('verify-contact-admin', {
  data: z.object({
    link: mailLink,
    name,
    companyName,
    contactName: z.string().trim().min(1).max(200).optional(),
    contactEmail: z.email().optional(),
  }),
  content: (d, mail) => {
    const who = [d.contactName, d.contactEmail && `<${d.contactEmail}>`].filter(Boolean).join(' ');
    const values = {
      who,
      hasWho: who ? 'yes' : 'no',
      company: d.companyName ?? '',
      hasCompany: d.companyName ? 'yes' : 'no',
    };
    return {
      subject: mail.t(contact.subject, values),
      preview: mail.t(contact.preview, values),
      heading: mail.t(contact.heading),
      paragraphs: [greeting(d.name, mail), mail.t(contact.body, values)],
      action: { label: mail.t(contact.action), url: d.link },
      reason: mail.t(contact.reason),
    };
  },
});

const reset = defineMessages({
  subject: { id: 'mail.passwordReset.subject', defaultMessage: 'Reset your {product} password' },
  preview: {
    id: 'mail.passwordReset.preview',
    defaultMessage: 'Choose a new password with the link inside.',
  },
  heading: { id: 'mail.passwordReset.heading', defaultMessage: 'Reset your password' },
  body: {
    id: 'mail.passwordReset.body',
    defaultMessage:
      'Someone asked to reset the password of your account. Use the button to choose a new one.',
  },
  action: { id: 'mail.passwordReset.action', defaultMessage: 'Choose a new password' },
  ignore: {
    id: 'mail.passwordReset.ignore',
    defaultMessage: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  reason: {
    id: 'mail.passwordReset.reason',
    defaultMessage:
      'You get this mail because a password reset was requested for your {product} account.',
  },
});

export const passwordResetTemplate = defineMailTemplate('password-reset', {
  data: z.object({ link: mailLink, name }),
  content: (d, mail) => ({
    subject: mail.t(reset.subject),
    preview: mail.t(reset.preview),
    heading: mail.t(reset.heading),
    paragraphs: [greeting(d.name, mail), mail.t(reset.body)],
    action: { label: mail.t(reset.action), url: d.link },
    notes: [mail.t(reset.ignore)],
    reason: mail.t(reset.reason),
  }),
});

const invitation = defineMessages({
  invited: {
    id: 'mail.invitation.invited',
    defaultMessage:
      '{hasInviter, select, yes {{inviter} invited you} other {You are invited}} {hasCompany, select, yes {to join {company} on {product}} other {to {product}}}',
  },
  preview: {
    id: 'mail.invitation.preview',
    defaultMessage: 'Accept the invitation to start using {product}.',
  },
  heading: { id: 'mail.invitation.heading', defaultMessage: 'Join {product}' },
  action: { id: 'mail.invitation.action', defaultMessage: 'Accept invitation' },
  reason: {
    id: 'mail.invitation.reason',
    defaultMessage: 'You get this mail because someone invited this address to {product}.',
  },
});

export const invitationTemplate = defineMailTemplate('invitation', {
  data: z.object({
    link: mailLink,
    name,
    companyName,
    inviterName: z.string().trim().min(1).max(200).optional(),
  }),
  content: (d, mail) => {
    const invited = mail.t(invitation.invited, {
      inviter: d.inviterName ?? '',
      hasInviter: d.inviterName ? 'yes' : 'no',
      company: d.companyName ?? '',
      hasCompany: d.companyName ? 'yes' : 'no',
    });
    return {
      subject: invited,
      preview: mail.t(invitation.preview),
      heading: mail.t(invitation.heading),
      paragraphs: [greeting(d.name, mail), `${invited}.`],
      action: { label: mail.t(invitation.action), url: d.link },
      reason: mail.t(invitation.reason),
    };
  },
});
