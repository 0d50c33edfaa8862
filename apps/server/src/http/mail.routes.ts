// Triggers whose module loads them with no service (a service would import them in a cycle).
import '../modules/meetings/mail/confirmedschedule.trigger.ts';
import type { FastifyInstance } from 'fastify';
import { fireMailTrigger } from '../modules/mail/mail.trigger.ts';
import type { Db } from '../platform/db.ts';
import { guarded, guardedActor } from './route-access.ts';

export type MailRouteDeps = { db: Db; publicUrl: string };

/**
 * POST /api/mail/{trigger} (admin credentials) and /api/usermail/{trigger} (signed-in users):
 * the trigger registry decides who may fire what, checks the body and queues the mails.
 */
export function mailRoutes(app: FastifyInstance, deps: MailRouteDeps) {
  for (const route of ['mail', 'usermail'] as const) {
    const access = guarded(route === 'mail' ? 'fireMailTriggers' : 'fireUserMailTriggers');
    app.post<{ Params: { trigger: string } }>(
      `/api/${route}/:trigger`,
      access,
      async (request, reply) => {
        const actor = guardedActor(request);
        const ctx = { db: deps.db, publicUrl: deps.publicUrl };
        const fired = await fireMailTrigger(
          ctx,
          route,
          request.params.trigger,
          actor,
          request.body,
        );
        return reply.code(202).header('cache-control', 'no-store').send(fired);
      },
    );
  }
}
