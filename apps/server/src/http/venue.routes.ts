import type { FastifyInstance } from 'fastify';
import { venueBoard } from '../modules/liveday/venue-screen.service.ts';
import type { Db } from '../platform/db.ts';
import { countedLinkUse } from './link-attempts.ts';
import { publicRoute } from './route-access.ts';

/**
 * GET /api/venue/{token} — the venue screen's board (decision 108): the slot under way and the
 * next one's meetings by table, companies only. No session: the secret token in the path is the
 * credential; an unknown or revoked one is a bare 404 (and counts as a guess).
 */
export function venueRoutes(app: FastifyInstance, deps: { db: Db }) {
  const board = publicRoute('the secret venue-screen token in the path is the credential');
  app.get<{ Params: { token: string } }>('/api/venue/:token', board, async (request, reply) => {
    const answer = await countedLinkUse(deps.db, request, 'venue', () =>
      venueBoard(deps.db, request.params.token),
    );
    if (answer === null) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
