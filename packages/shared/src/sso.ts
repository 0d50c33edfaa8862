import { z } from 'zod';
import { ADMIN_TYPES } from './roles.ts';

/**
 * Sign-in with the organisation's own identity provider (OpenID Connect, decision 113). A full
 * ADMIN names the provider, its client and the e-mail domains it may sign in; people of those
 * domains become members of one corporate company, or admins of one kind.
 */

const domain = z
  .string('An e-mail domain is text such as example.com')
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'An e-mail domain looks like example.com (no @, no spaces)',
  );

/** createIdentityProvider(input) */
export const identityProviderInput = z
  .object(
    {
      name: z
        .string('Name the provider')
        .trim()
        .min(1, 'Name the provider, as people know it (e.g. “Volvo login”)')
        .max(80, 'Use at most 80 characters for the name'),
      issuer: z
        .url({
          protocol: /^https?$/,
          message: 'Enter the issuer’s address, starting with https://',
        })
        .max(500, 'Use at most 500 characters for the issuer'),
      clientId: z
        .string('Enter the client id')
        .trim()
        .min(1, 'Enter the client id the provider gave you')
        .max(300, 'Use at most 300 characters for the client id'),
      clientSecret: z
        .string('Enter the client secret')
        .min(1, 'Enter the client secret the provider gave you')
        .max(500, 'Use at most 500 characters for the client secret'),
      domains: z
        .array(domain, 'List the allowed e-mail domains')
        .min(1, 'Allow at least one e-mail domain')
        .max(20, 'Allow at most 20 e-mail domains')
        .refine((s) => new Set(s).size === s.length, 'Each e-mail domain once'),
      companyId: z.uuid('Choose a corporate company').nullish(),
      adminType: z.enum(ADMIN_TYPES, `An admin kind is one of ${ADMIN_TYPES.join(', ')}`).nullish(),
    },
    'Send the provider’s name, issuer, client, domains and whom it signs in',
  )
  .refine(
    (v) => (v.companyId ? 1 : 0) + (v.adminType ? 1 : 0) === 1,
    'Choose either a corporate company or an admin kind for the people it signs in',
  );
export type IdentityProviderInput = z.input<typeof identityProviderInput>;

/** The e-mail's domain, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}
