import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_NAME } from '@matchday/shared';
import { agendaEntries, icsMeeting, type Side } from '../modules/meetings/agenda.queries.ts';
import type { CalendarFeeds } from '../modules/meetings/calendar/feeds.service.ts';
import { icsCalendar, uidDomainOf } from '../modules/meetings/calendar/ics.ts';
import { meetingReadWhere } from '../modules/meetings/meetings.policy.ts';
import { meetings } from '../modules/meetings/meetings.tables.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { countedLinkUse } from './link-attempts.ts';
import { guarded, guardedActor, publicRoute } from './route-access.ts';

export type CalendarRouteDeps = {
  db: Db;
  publicUrl: string;
  feeds: CalendarFeeds;
};

const CALENDAR = 'text/calendar; charset=utf-8';

/**
 * GET /api/calendar/{token}.ics — a person's subscription feed (no session; an unknown or revoked
 * token is a bare 404). GET /api/meetings/{id}/ics — one published meeting the caller may read.
 */
export function calendarRoutes(app: FastifyInstance, deps: CalendarRouteDeps) {
  const feed = publicRoute('the secret feed token in the path is the credential');
  app.get<{ Params: { file: string } }>('/api/calendar/:file', feed, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    // A guessed token counts (429 after the limit); a good feed is given back its count.
    const text = await countedLinkUse(deps.db, request, 'calendar', () =>
      deps.feeds.render(deps.db, token),
    );
    if (text === null) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="matchday.ics"')
      .type(CALENDAR)
      .send(text);
  });

  const meeting = guarded('viewMeetings');
  app.get<{ Params: { id: string } }>('/api/meetings/:id/ics', meeting, async (request, reply) => {
    const actor = guardedActor(request);
    const id = z.uuid().safeParse(request.params.id);
    if (!id.success) throw new AppError('NOT_FOUND', 'No such meeting');
    const [entry] = await agendaEntries(
      deps.db,
      and(eq(meetings.id, id.data), meetingReadWhere(actor))!,
      1,
    );
    if (!entry) throw new AppError('NOT_FOUND', 'No such meeting');
    const side: Side =
      actor.kind === 'user' ? (actor.type === 'corp' ? 'corp' : 'startup') : 'organiser';
    const date = entry.view.startsAt!.toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="meeting-${date}.ics"`)
      .type(CALENDAR)
      .send(
        icsCalendar({
          name: `${PRODUCT_NAME} meeting`,
          uidDomain: uidDomainOf(deps.publicUrl),
          meetings: [icsMeeting(entry, side, deps.publicUrl)],
        }),
      );
  });
}
