import type { ResourceAudience } from '@matchday/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.tables.ts';
import { files } from '../uploads/uploads.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A resource of the library (DOMAIN.md "Resources"; docs/decisions/063-resources.md): a file
 * (an uploaded attachment) or an http(s) link, for everyone, one event's participants (approved
 * attendance) or one incubator's startups. `incubator` holds the incubator's identifier
 * (incubatorId), whatever spelling the form used. Managed by admins within useResources.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileId: uuid('file_id').references(() => files.id),
    link: text('link'),
    audience: text('audience').$type<ResourceAudience>().notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    incubator: text('incubator'),
    /** The admin who created it (null once that admin is gone; the resource stays). */
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('resources_audience_check', sql`${t.audience} in ('EVERYONE', 'EVENT', 'INCUBATOR')`),
    check('resources_file_or_link_check', sql`(${t.fileId} is null) <> (${t.link} is null)`),
    check(
      'resources_audience_target_check',
      sql`(${t.audience} = 'EVENT') = (${t.eventId} is not null) and (${t.audience} = 'INCUBATOR') = (${t.incubator} is not null)`,
    ),
    index('resources_event_idx').on(t.eventId),
    index('resources_incubator_idx').on(t.incubator),
    index('resources_audience_created_idx').on(t.audience, t.createdAt),
  ],
);
export type ResourceRow = typeof resources.$inferSelect;
