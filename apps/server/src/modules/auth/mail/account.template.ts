import { PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

const name = z.string().trim().min(1).max(200).optional();
const companyName = z.string().trim().min(1).max(200).optional();

export const verifyTemplate = defineMailTemplate('verify', {
  data: z.object({ link: mailLink, name }),
  content: (d) => ({
    subject: `Verify your e-mail address for ${PRODUCT_NAME}`,
    preview: `Confirm your address to start using ${PRODUCT_NAME}.`,
    heading: 'Verify your e-mail address',
    paragraphs: [
      greeting(d.name),
      `Please confirm that this is your e-mail address to finish signing up for ${PRODUCT_NAME}.`,
    ],
    action: { label: 'Verify e-mail address', url: d.link },
    notes: ['If you did not sign up, you can ignore this mail.'],
    reason: `You get this mail because this address was used to sign up for ${PRODUCT_NAME}.`,
  }),
});

export const verifyAdminTemplate = defineMailTemplate('verify-admin', {
  data: z.object({ link: mailLink, name }),
  content: (d) => ({
    subject: `Activate your ${PRODUCT_NAME} administrator account`,
    preview: 'Confirm your address to activate your administrator account.',
    heading: 'Activate your administrator account',
    paragraphs: [
      greeting(d.name),
      `An administrator account for ${PRODUCT_NAME} was created for this address. Confirm it to sign in.`,
    ],
    action: { label: 'Activate account', url: d.link },
    notes: ['If you did not expect this, you can ignore this mail.'],
    reason: `You get this mail because an administrator account of ${PRODUCT_NAME} uses this address.`,
  }),
});

export const verifyContactAdminTemplate = defineMailTemplate('verify-contact-admin', {
  data: z.object({
    link: mailLink,
    name,
    companyName,
    contactName: z.string().trim().min(1).max(200).optional(),
    contactEmail: z.email().optional(),
  }),
  content: (d) => {
    const who = [d.contactName, d.contactEmail && `<${d.contactEmail}>`].filter(Boolean).join(' ');
    const company = d.companyName ? ` for ${d.companyName}` : '';
    return {
      subject: `New contact to verify${company}`,
      preview: `A new contact${company} waits for verification.`,
      heading: 'A new contact waits for verification',
      paragraphs: [
        greeting(d.name),
        `${who || 'A new contact'} signed up${company}. Please check and verify the account.`,
      ],
      action: { label: 'Review contact', url: d.link },
      reason: `You get this mail because you are an administrator of ${PRODUCT_NAME}.`,
    };
  },
});

export const passwordResetTemplate = defineMailTemplate('password-reset', {
  data: z.object({ link: mailLink, name }),
  content: (d) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    preview: 'Choose a new password with the link inside.',
    heading: 'Reset your password',
    paragraphs: [
      greeting(d.name),
      'Someone asked to reset the password of your account. Use the button to choose a new one.',
    ],
    action: { label: 'Choose a new password', url: d.link },
    notes: ['If you did not ask for this, ignore this mail: your password stays as it is.'],
    reason: `You get this mail because a password reset was requested for your ${PRODUCT_NAME} account.`,
  }),
});

export const invitationTemplate = defineMailTemplate('invitation', {
  data: z.object({
    link: mailLink,
    name,
    companyName,
    inviterName: z.string().trim().min(1).max(200).optional(),
  }),
  content: (d) => {
    const by = d.inviterName ? `${d.inviterName} invited you` : 'You are invited';
    const to = d.companyName
      ? ` to join ${d.companyName} on ${PRODUCT_NAME}`
      : ` to ${PRODUCT_NAME}`;
    return {
      subject: `${by}${to}`,
      preview: `Accept the invitation to start using ${PRODUCT_NAME}.`,
      heading: `Join ${PRODUCT_NAME}`,
      paragraphs: [greeting(d.name), `${by}${to}.`],
      action: { label: 'Accept invitation', url: d.link },
      reason: `You get this mail because someone invited this address to ${PRODUCT_NAME}.`,
    };
  },
});
