import { z } from 'zod';
import { findIncubator } from './incubators.ts';
import { ADMIN_TYPES } from './roles.ts';
import { safeText } from './text.ts';

/**
 * A full ADMIN edits an admin: the whole editable state at once — name, kind
 * and the kind's own filter (INCUBATOR its listed incubator, EVENT_HOST the events it hosts,
 * CONSORTIUM_MEMBER the companies it may read). A filter of another kind is refused, so a kind
 * change says what it drops. The e-mail address is the sign-in name and does not change here.
 */
export const updateAdminInput = z
  .strictObject(
    {
      name: safeText().trim().min(1, 'Enter the name').max(200, 'Use at most 200 characters'),
      adminType: z.enum(ADMIN_TYPES, 'Choose an admin kind'),
      incubator: safeText('Choose the incubator from the list')
        .trim()
        .refine((v) => findIncubator(v) !== null, { message: 'Choose the incubator from the list' })
        .nullish(),
      hosting: z
        .array(z.uuid('Pick the events from the list'), 'Pick the events from the list')
        .max(500, 'At most 500 events')
        .nullish(),
      accountFilter: z
        .array(z.uuid('Pick the companies from the list'), 'Pick the companies from the list')
        .max(5000, 'At most 5000 companies')
        .nullish(),
    },
    {
      error: (issue: { code?: string; keys?: string[] }) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field ${(issue.keys ?? []).join(', ')}`
          : 'Send the admin’s name, kind and filter',
    },
  )
  .superRefine((v, ctx) => {
    const only = (
      field: 'incubator' | 'hosting' | 'accountFilter',
      kind: string,
      message: string,
    ) => {
      const given = v[field];
      const present = Array.isArray(given) ? given.length > 0 : Boolean(given);
      if (present && v.adminType !== kind) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    only('incubator', 'INCUBATOR', 'Only an incubator admin belongs to an incubator');
    only('hosting', 'EVENT_HOST', 'Only an event host hosts events');
    only('accountFilter', 'CONSORTIUM_MEMBER', 'Only a consortium member has an account list');
    if (v.adminType === 'INCUBATOR' && !v.incubator) {
      ctx.addIssue({ code: 'custom', path: ['incubator'], message: 'Choose the incubator' });
    }
  });
export type UpdateAdminInput = z.infer<typeof updateAdminInput>;

/** What the audit trail of an admin records (oldest first on the server, newest first shown). */
export const ADMIN_AUDIT_ACTIONS = [
  'CREATED',
  'UPDATED',
  'DISABLED',
  'ENABLED',
  'INVITATION_RESENT',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** The audited fields of an admin; a change records the value before and after. */
export const ADMIN_AUDIT_FIELDS = [
  'name',
  'adminType',
  'incubator',
  'hosting',
  'accountFilter',
] as const;
export type AdminAuditField = (typeof ADMIN_AUDIT_FIELDS)[number];
