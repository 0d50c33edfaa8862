import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Integrations (DOMAIN.md "Next contract names"): API tokens for the read API under `/api/v1`,
 * webhooks signed with `X-Matchday-Signature`. Server: modules/integrations; web: the admin
 * area's Integrations page.
 */

/** What an API token may read; each `/api/v1` resource names the scope it needs. */
export const API_SCOPES = [
  'events:read',
  'companies:read',
  'meetings:read',
  'followup:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'events:read': 'Events, attendees and needs',
  'companies:read': 'Companies (as the profile rules allow)',
  'meetings:read': 'Matches, meetings and ratings',
  'followup:read': 'Follow-up outcomes and the funnel',
};

/** The longest a token lives, and the default when no expiry is given. */
export const API_TOKEN_MAX_DAYS = 366;
export const API_TOKEN_DEFAULT_DAYS = 90;

/** createApiToken(name, scopes, expiresInDays?) */
export const apiTokenInput = z.object(
  {
    name: safeText()
      .trim()
      .min(1, 'Name the token')
      .max(80, 'Use at most 80 characters for the name'),
    scopes: z
      .array(z.enum(API_SCOPES, `A scope is one of ${API_SCOPES.join(', ')}`), 'Choose the scopes')
      .min(1, 'Choose at least one scope')
      .max(API_SCOPES.length, 'Each scope once')
      .refine((s) => new Set(s).size === s.length, 'Each scope once'),
    expiresInDays: z
      .number('Expiry is a number of days')
      .int('Expiry is a whole number of days')
      .min(1, 'A token lives at least one day')
      .max(API_TOKEN_MAX_DAYS, `A token lives at most ${API_TOKEN_MAX_DAYS} days`)
      .default(API_TOKEN_DEFAULT_DAYS),
  },
  'Send the token’s name and scopes',
);
export type ApiTokenInput = z.input<typeof apiTokenInput>;

/** The domain events a webhook endpoint may receive. */
export const WEBHOOK_KINDS = [
  'attendance.registered',
  'attendance.approved',
  'match.chosen',
  'meeting.scheduled',
  'meeting.changed',
  'meeting.cancelled',
  'meeting.held',
  'rating.given',
  'followup.reported',
  'grant.state_changed',
] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  'attendance.registered': 'A company registered for an event',
  'attendance.approved': 'A registration was approved',
  'match.chosen': 'A corporate chose a startup',
  'meeting.scheduled': 'A meeting was scheduled',
  'meeting.changed': 'A meeting moved',
  'meeting.cancelled': 'A meeting was cancelled',
  'meeting.held': 'A meeting was held',
  'rating.given': 'A meeting was rated',
  'followup.reported': 'A follow-up outcome was reported',
  'grant.state_changed': 'A grant application changed state',
};

/** createWebhook(url, events) */
export const webhookInput = z.object(
  {
    url: z
      .url({
        protocol: /^https?$/,
        message: 'Enter the endpoint’s address, starting with https://',
      })
      .max(2000, 'Use at most 2000 characters'),
    events: z
      .array(
        z.enum(WEBHOOK_KINDS, `An event kind is one of ${WEBHOOK_KINDS.join(', ')}`),
        'Choose the events',
      )
      .min(1, 'Choose at least one event kind')
      .refine((s) => new Set(s).size === s.length, 'Each event kind once'),
  },
  'Send the endpoint’s url and events',
);
export type WebhookInput = z.input<typeof webhookInput>;
