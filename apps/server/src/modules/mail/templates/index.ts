import {
  invitationTemplate,
  passwordResetTemplate,
  verifyAdminTemplate,
  verifyContactAdminTemplate,
  verifyTemplate,
} from './account.templates.ts';
import { loginLinkTemplate } from './login-link.template.ts';
import type { MailTemplate } from './template.ts';

/** Every mail template by name. A feature adds its own with one file and one line here. */
export const mailTemplates = {
  verify: verifyTemplate,
  'verify-admin': verifyAdminTemplate,
  'verify-contact-admin': verifyContactAdminTemplate,
  'password-reset': passwordResetTemplate,
  invitation: invitationTemplate,
  'login-link': loginLinkTemplate,
} satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof mailTemplates;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
