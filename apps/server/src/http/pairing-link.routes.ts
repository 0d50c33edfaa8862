import type { FastifyInstance } from 'fastify';
import {
  answerPairingWithLink,
  checkPairingLink,
} from '../modules/matchmaking/pairing-link.service.ts';
import type { Db } from '../platform/db.ts';
import { z } from 'zod';
import { parseInput } from '../platform/validation.ts';
import { noStore } from './auth-request.ts';
import { countedLinkUse } from './link-attempts.ts';
import { publicRoute } from './route-access.ts';

/** The check's body: the token and nothing else (unknown fields are refused, naming them). */
const checkBody = z.strictObject({ token: z.unknown() });

/**
 * The `pairing-request` mail's one-time link (/token/pairing/{token}), no sign-in: check it on
 * load (spends nothing), then accept or decline once. Tries are counted per address like the
 * other links', so checking is no faster way to guess tokens.
 */
export function pairingLinkRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }) {
  const counted = <T>(request: Parameters<typeof countedLinkUse>[1], work: () => Promise<T>) =>
    countedLinkUse(deps.db, request, 'pairing', work);

  const access = publicRoute('the one-time link is the credential; tries are counted');
  app.post('/api/pairing/checklink', access, async (request, reply) => {
    const body = parseInput(checkBody, request.body ?? {});
    const link = await counted(request, () => checkPairingLink(deps.db, body.token));
    return noStore(reply).send({ ok: true, ...link });
  });

  app.post('/api/pairing/answer', access, async (request, reply) => {
    const answered = await counted(request, () =>
      answerPairingWithLink(deps.db, deps.publicUrl, request.body ?? {}),
    );
    return noStore(reply).send({ ok: true, ...answered });
  });
}
