import {
  findIncubator,
  MAX_PAGE_SIZE,
  RESOURCE_AUDIENCES,
  resourceAudiencesFor,
  resourceInput,
  type ResourceAudience,
  type ResourceInput,
} from '@matchday/shared';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyIdOf, reachFor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { lowerContains, type Page } from '../../platform/query.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { eventOperationWhere } from '../events/events.policy.ts';
import { events } from '../events/events.read-model.ts';
import { files } from '../uploads/uploads.read-model.ts';
import { managedIncubator } from '../../platform/authorize.ts';
import { resourceManageWhere, resourceReadWhere } from './resources.policy.ts';
import { resources } from './resources.tables.ts';

/**
 * The resources library (docs/decisions/063-resources.md). Organisers manage
 * within `useResources`; participants read what is meant for them. A resource outside the
 * caller's reach is not found; bad input is a 400 naming the field.
 */

export type ResourceFileView = {
  id: string;
  name: string | null;
  size: number;
  contentType: string;
};

export type ResourceView = {
  id: string;
  title: string;
  description: string;
  audience: ResourceAudience;
  eventId: string | null;
  eventName: string | null;
  incubator: string | null;
  incubatorName: string | null;
  link: string | null;
  file: ResourceFileView | null;
  createdAt: Date;
  updatedAt: Date;
};

const resourceId = z.uuid('No such resource');

const listInput = z.strictObject(
  {
    search: z.string('Enter text').trim().max(100, 'Use at most 100 characters').nullish(),
    audience: z.enum(RESOURCE_AUDIENCES, 'Choose EVERYONE, EVENT or INCUBATOR').nullish(),
    eventId: z.uuid('No such event').nullish(),
    offset: z.int('Use a whole number').min(0, 'Use 0 or more').max(1_000_000).default(0),
    limit: z
      .int('Use a whole number')
      .min(1, 'Use 1 or more')
      .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`)
      .default(20),
  },
  { error: 'Send the search, audience, event and paging' },
);

const viewColumns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  audience: resources.audience,
  eventId: resources.eventId,
  eventName: events.name,
  incubator: resources.incubator,
  link: resources.link,
  fileId: files.id,
  fileName: files.originalName,
  fileSize: files.size,
  fileType: files.contentType,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};

type ViewRow = {
  [K in keyof typeof viewColumns]: (typeof viewColumns)[K]['_']['data'] | null;
};

function toView(r: ViewRow): ResourceView {
  return {
    id: r.id!,
    title: r.title!,
    description: r.description ?? '',
    audience: r.audience!,
    eventId: r.eventId,
    eventName: r.eventName,
    incubator: r.incubator,
    incubatorName: r.incubator ? (findIncubator(r.incubator)?.name ?? r.incubator) : null,
    link: r.link,
    file: r.fileId
      ? { id: r.fileId, name: r.fileName, size: r.fileSize ?? 0, contentType: r.fileType ?? '' }
      : null,
    createdAt: r.createdAt!,
    updatedAt: r.updatedAt!,
  };
}

function selectViews(db: Db, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(resources)
    .leftJoin(events, eq(events.id, resources.eventId))
    .leftJoin(files, eq(files.id, resources.fileId))
    .where(where);
}

const notFound = () => new AppError('NOT_FOUND', 'No such resource');

function badField(field: string, message: string) {
  return new AppError('BAD_REQUEST', `Invalid input — ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

/** The organisers' list: search in title and description, audience and event filters, paging. */
export async function listManagedResources(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<Page<ResourceView>> {
  assertCan(actor, 'useResources');
  const { search, audience, eventId, offset, limit } = parseInput(listInput, input ?? {});
  const where = and(
    resourceManageWhere(actor),
    search
      ? or(lowerContains(resources.title, search), lowerContains(resources.description, search))
      : undefined,
    audience ? eq(resources.audience, audience) : undefined,
    eventId ? eq(resources.eventId, eventId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectViews(db, where)
      .orderBy(desc(resources.createdAt), desc(resources.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(toView) };
}

/** One resource the organiser manages; NOT_FOUND outside its reach. */
export async function getManagedResource(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'useResources');
  const [row] = await selectViews(
    db,
    and(eq(resources.id, parseInput(resourceId, id)), resourceManageWhere(actor)),
  );
  if (!row) throw notFound();
  return toView(row);
}

/**
 * Checks the parsed input against the organiser's reach and answers the row values: the event
 * must be one it may use, the audience one it may address, the file its own upload (or the
 * file the resource already has).
 */
async function rowValues(db: Db, actor: Actor, v: ResourceInput, keptFileId: string | null) {
  const reach = reachFor(actor, 'useResources');
  if (!resourceAudiencesFor(reach).includes(v.audience)) {
    throw badField(
      'audience',
      reach === 'ownIncubator'
        ? 'An incubator shares resources with its own startups only'
        : 'An event host shares resources with its events’ participants only',
    );
  }
  let incubator: string | null = null;
  if (v.audience === 'INCUBATOR') {
    if (reach === 'ownIncubator') {
      const own = managedIncubator(actor);
      if (!own || (v.incubator && findIncubator(v.incubator)?.id !== own)) {
        throw badField('incubator', 'Share resources with your own incubator’s startups');
      }
      incubator = own;
    } else {
      if (!v.incubator) throw badField('incubator', 'Choose the incubator');
      incubator = findIncubator(v.incubator)!.id;
    }
  }
  if (v.audience === 'EVENT') {
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, v.eventId!), eventOperationWhere(actor, 'useResources')));
    if (!event) throw badField('eventId', 'No such event among those you organise');
  }
  if (v.fileId && v.fileId !== keptFileId) {
    if (actor?.kind !== 'admin') throw badField('fileId', 'Unknown file; upload it first');
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.id, v.fileId),
          eq(files.purpose, 'attachment'),
          eq(files.uploadedByKind, 'admin'),
          eq(files.uploadedById, actor.id),
          sql`${files.ownerCompanyId} is null`,
          sql`not exists (select 1 from ${resources} where ${resources.fileId} = ${files.id})`,
        ),
      );
    if (!file) throw badField('fileId', 'Unknown file; upload it first');
  }
  return {
    title: v.title,
    description: v.description,
    fileId: v.fileId ?? null,
    link: v.fileId ? null : (v.link ?? null),
    audience: v.audience,
    eventId: v.audience === 'EVENT' ? v.eventId! : null,
    incubator,
  };
}

export async function createResource(db: Db, actor: Actor, input: unknown) {
  assertCan(actor, 'useResources');
  const v = parseInput(resourceInput, input);
  const values = await rowValues(db, actor, v, null);
  const [row] = await db
    .insert(resources)
    .values({ ...values, createdBy: actor.kind === 'admin' ? actor.id : null })
    .returning({ id: resources.id });
  return getManagedResource(db, actor, row!.id);
}

/** Replaces a resource's fields; the result must stay within the organiser's reach. */
export async function updateResource(db: Db, actor: Actor, id: unknown, input: unknown) {
  assertCan(actor, 'useResources');
  const existing = await getManagedResource(db, actor, id);
  const v = parseInput(resourceInput, input);
  const values = await rowValues(db, actor, v, existing.file?.id ?? null);
  await db
    .update(resources)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(resources.id, existing.id), resourceManageWhere(actor)));
  return getManagedResource(db, actor, existing.id);
}

/** Deletes a resource in reach (its file stays stored, unreferenced); answers its id. */
export async function deleteResource(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'useResources');
  const [row] = await db
    .delete(resources)
    .where(and(eq(resources.id, parseInput(resourceId, id)), resourceManageWhere(actor)))
    .returning({ id: resources.id });
  if (!row) throw notFound();
  return row.id;
}

/** The identifier of the participant's startup's incubator, if it has one on the list. */
async function ownIncubator(db: Db, actor: Actor) {
  const companyId = companyIdOf(actor);
  if (!companyId) return null;
  const [company] = await db
    .select({ type: companies.type, incubator: companies.incubator })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.type !== 'startup' || !company.incubator) return null;
  return findIncubator(company.incubator)?.id ?? null;
}

/** What the signed-in participant may see: for everyone, its events, its incubator. */
export async function myResources(db: Db, actor: Actor): Promise<ResourceView[]> {
  if (actor?.kind !== 'user') throw new AppError('FORBIDDEN', 'Resources are for participants');
  const rows = await selectViews(db, resourceReadWhere(actor, await ownIncubator(db, actor)))
    .orderBy(asc(resources.audience), desc(resources.createdAt), desc(resources.id))
    .limit(500);
  return rows.map(toView);
}

/** One resource the participant may see; NOT_FOUND otherwise. */
export async function myResource(db: Db, actor: Actor, id: unknown): Promise<ResourceView> {
  if (actor?.kind !== 'user') throw notFound();
  const [row] = await selectViews(
    db,
    and(
      eq(resources.id, parseInput(resourceId, id)),
      resourceReadWhere(actor, await ownIncubator(db, actor)),
    ),
  );
  if (!row) throw notFound();
  return toView(row);
}
