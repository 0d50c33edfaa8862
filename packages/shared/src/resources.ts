import { z } from 'zod';
import { findIncubator } from './incubators.ts';
import type { Reach } from './permissions.ts';
import { objectError, safeMultilineText, safeText } from './text.ts';

/** The resources library (DOMAIN.md "Resources"). */

/** Who a resource is for: everyone, one event's participants, one incubator's startups. */
export const RESOURCE_AUDIENCES = ['EVERYONE', 'EVENT', 'INCUBATOR'] as const;
export type ResourceAudience = (typeof RESOURCE_AUDIENCES)[number];

/**
 * The audiences an organiser may address, from its `useResources` reach in the permission
 * table: an event host its events' participants, an incubator its own startups, a full reach all.
 */
export function resourceAudiencesFor(reach: Reach): ResourceAudience[] {
  if (reach === 'hostedEvents') return ['EVENT'];
  if (reach === 'ownIncubator') return ['INCUBATOR'];
  return reach === 'all' ? [...RESOURCE_AUDIENCES] : [];
}

export const RESOURCE_LIMITS = { title: 160, description: 4000, link: 2000 } as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && !v.trim() ? null : v);

/**
 * A resource's link: http or https only (a javascript: or file: address is refused), with a
 * host. "example.com/guide" becomes "https://example.com/guide".
 */
export const resourceLinkField = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() && !/^[a-z][a-z0-9+.-]*:/i.test(v.trim())
      ? `https://${v.trim()}`
      : typeof v === 'string'
        ? v.trim()
        : v,
  z
    .url({
      protocol: /^https?$/,
      hostname: /^[^\s]+\.[^\s]+$|^localhost$/,
      message: 'Enter a web address starting with http:// or https://',
    })
    .max(RESOURCE_LIMITS.link, `Use at most ${RESOURCE_LIMITS.link} characters`),
);

/**
 * createResource / updateResource: a title, a description, exactly one of a file (an uploaded
 * attachment's id) or a link, and the audience with its event or incubator.
 */
export const resourceInput = z
  .object(
    {
      title: safeText()
        .trim()
        .min(1, 'Enter a title')
        .max(RESOURCE_LIMITS.title, `Use at most ${RESOURCE_LIMITS.title} characters`),
      description: z.preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        safeMultilineText()
          .trim()
          .max(
            RESOURCE_LIMITS.description,
            `Use at most ${RESOURCE_LIMITS.description} characters`,
          ),
      ),
      fileId: z.preprocess(blankToNull, z.uuid('Unknown file; upload it first').nullish()),
      link: z.preprocess(blankToNull, resourceLinkField.nullish()),
      audience: z.enum(RESOURCE_AUDIENCES, 'Choose who the resource is for'),
      eventId: z.preprocess(blankToNull, z.uuid('Choose an event').nullish()),
      incubator: z.preprocess(
        blankToNull,
        safeText()
          .trim()
          .refine((v) => findIncubator(v) !== null, {
            message: 'Choose the incubator from the list',
          })
          .nullish(),
      ),
    },
    { error: objectError('the resource') },
  )
  .superRefine((v, ctx) => {
    if (!v.fileId && !v.link) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'Attach a file or enter a link' });
    }
    if (v.fileId && v.link) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'Give either a file or a link, not both',
      });
    }
    if (v.audience === 'EVENT' && !v.eventId) {
      ctx.addIssue({ code: 'custom', path: ['eventId'], message: 'Choose the event' });
    }
    if (v.audience !== 'EVENT' && v.eventId) {
      ctx.addIssue({
        code: 'custom',
        path: ['eventId'],
        message: 'Only a resource for an event’s participants names an event',
      });
    }
    if (v.audience !== 'INCUBATOR' && v.incubator) {
      ctx.addIssue({
        code: 'custom',
        path: ['incubator'],
        message: 'Only a resource for an incubator’s startups names an incubator',
      });
    }
  });
export type ResourceInput = z.infer<typeof resourceInput>;
