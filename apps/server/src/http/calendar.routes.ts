import type { FastifyInstance } from 'fastify';
import type { CalendarFeeds } from '../modules/meetings/calendar/feeds.service.ts';
import { meetingIcs } from '../modules/meetings/calendar/meeting-ics.service.ts';
import type { Db } from '../platform/db.ts';
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
    const { date, text } = await meetingIcs(deps.db, actor, request.params.id, deps.publicUrl);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="meeting-${date}.ics"`)
      .type(CALENDAR)
      .send(text);
  });
}
