import { companyDirectoryInput } from '@matchday/shared';
import { and, arrayOverlaps, asc, count, eq, exists, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Page } from '../../platform/query.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { toViews, type CompanyView } from '../accounts/company-view.ts';
import { profileReadWhere } from '../accounts/company-reach.policy.ts';
import { attendances } from '../events/events.read-model.ts';
import { eventForOperation } from '../events/events.queries.ts';
import { eventId as eventIdInput } from '../events/events.service.ts';

/**
 * The attendee list of an event for its participants (issue 34): the other approved
 * participants whose profiles the reader may open (the profile policy, `profileReadWhere`),
 * filtered by type, industries and country, by name, paged with the total. The event must be
 * in the reader's reach for booking (`bookMeetings`); its own company is never listed.
 */
export async function eventParticipants(
  db: Db,
  actor: Actor,
  eventId: unknown,
  input: unknown,
): Promise<Page<CompanyView>> {
  assertCan(actor, 'bookMeetings', 'Only participants see an event’s attendee list');
  if (actor.kind !== 'user' || !actor.companyId) {
    throw new AppError('FORBIDDEN', 'Only participants see an event’s attendee list');
  }
  const event = await eventForOperation(
    db,
    actor,
    'bookMeetings',
    parseInput(eventIdInput, eventId),
  );
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  const { filter, offset, limit } = parseInput(companyDirectoryInput, input ?? {});
  const approved = (companyId: typeof companies.id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(attendances)
        .where(
          and(
            eq(attendances.eventId, event.id),
            eq(attendances.companyId, companyId),
            eq(attendances.state, 'APPROVED'),
          ),
        ),
    );
  const where = and(
    profileReadWhere(actor),
    ne(companies.id, actor.companyId),
    approved(companies.id),
    filter?.type ? eq(companies.type, filter.type) : undefined,
    filter?.industries?.length ? arrayOverlaps(companies.industries, filter.industries) : undefined,
    filter?.country ? eq(companies.country, filter.country) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { total: total?.n ?? 0, items: toViews(rows) };
}
