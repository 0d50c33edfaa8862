import { SUPPORT_EMAIL } from '@matchday/shared';
import { z } from 'zod';
import { findAccountById } from '../../accounts/accounts.service.ts';
import { adminKinds, anyUser, registerMailTrigger } from '../../mail/mail.trigger.ts';
import { appPath, appUrl } from '../../../platform/app-links.ts';

/*
 * Account mails fired over HTTP. The identity module queues the same templates itself
 * (sign-up, forgot password, invitations) with queueMail inside its transactions; these
 * triggers let a full ADMIN send one by hand with a link the identity module issued.
 */
const to = z.email().max(320);
const name = z.string().trim().min(1).max(200).optional();

registerMailTrigger({
  route: 'mail',
  name: 'verify-admin',
  allow: adminKinds('ADMIN'),
  body: z.object({ to, name, path: appPath('/token/') }),
  mails: async (ctx, body) => [
    {
      template: 'verify-admin',
      to: body.to,
      data: { link: appUrl(ctx.publicUrl, body.path), name: body.name },
      idempotencyKey: `path:${body.path}`,
    },
  ],
});

registerMailTrigger({
  route: 'mail',
  name: 'password-reset',
  allow: adminKinds('ADMIN'),
  body: z.object({ to, name, path: appPath('/reset/') }),
  mails: async (ctx, body) => [
    {
      template: 'password-reset',
      to: body.to,
      data: { link: appUrl(ctx.publicUrl, body.path), name: body.name },
      idempotencyKey: `path:${body.path}`,
    },
  ],
});

registerMailTrigger({
  route: 'mail',
  name: 'invitation',
  allow: adminKinds('ADMIN'),
  body: z.object({
    to,
    name,
    companyName: z.string().trim().min(1).max(200).optional(),
    path: appPath('/token/'),
  }),
  mails: async (ctx, body) => [
    {
      template: 'invitation',
      to: body.to,
      data: {
        link: appUrl(ctx.publicUrl, body.path),
        name: body.name,
        companyName: body.companyName,
      },
      idempotencyKey: `path:${body.path}`,
    },
  ],
});

/** An ADMIN asks other admins to verify a new contact of an organisation. */
registerMailTrigger({
  route: 'mail',
  name: 'verify-contact-admin',
  allow: adminKinds('ADMIN'),
  body: z.object({
    to: z.array(to).min(1).max(20),
    contactName: z.string().trim().min(1).max(200),
    contactEmail: to,
    companyName: z.string().trim().min(1).max(200).optional(),
  }),
  mails: async (ctx, body) =>
    body.to.map((admin) => ({
      template: 'verify-contact-admin' as const,
      to: admin,
      data: {
        link: appUrl(ctx.publicUrl, '/admin'),
        contactName: body.contactName,
        contactEmail: body.contactEmail,
        companyName: body.companyName,
      },
      idempotencyKey: `contact:${body.contactEmail.toLowerCase()}`,
    })),
});

/** A signed-in user asks the platform's admins to verify them (once per user). */
registerMailTrigger({
  route: 'usermail',
  name: 'verify-contact-admin',
  allow: anyUser,
  body: z.object({}).strict(),
  mails: async (ctx, _body, actor) => {
    const account = await findAccountById(ctx.db, 'user', actor.id);
    if (!account) return [];
    return [
      {
        template: 'verify-contact-admin',
        to: SUPPORT_EMAIL,
        data: {
          link: appUrl(ctx.publicUrl, '/admin'),
          contactName: account.name,
          contactEmail: account.email,
          companyName: account.companyName ?? undefined,
        },
        idempotencyKey: `contact:${account.id}`,
      },
    ];
  },
});
