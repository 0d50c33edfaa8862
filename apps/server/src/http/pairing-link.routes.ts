import { pairingCheckBody, type PairingAnswer, type PairingCheckAnswer } from '@matchday/shared';
import type { FastifyInstance } from 'fastify';
import {
  answerPairingWithLink,
  checkPairingLink,
} from '../modules/matchmaking/pairing-link.service.ts';
import type { Db } from '../platform/db.ts';
import { parseInput } from '../platform/validation.ts';
import { noStore } from './auth-request.ts';
import { countedLinkUse } from './link-attempts.ts';
import { publicRoute } from './route-access.ts';

/**
 * The `pairing-request` mail's one-time link (/token/pairing/{token}; contract in
 * packages/shared/src/api/pairing.ts), no sign-in: check it on
 * load (spends nothing), then accept or decline once. Tries are counted per address like the
 * other links', so checking is no faster way to guess tokens.
 */
export function pairingLinkRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }) {
  const counted = <T>(request: Parameters<typeof countedLinkUse>[1], work: () => Promise<T>) =>
    countedLinkUse(deps.db, request, 'pairing', work);

  const access = publicRoute('the one-time link is the credential; tries are counted');
  app.post('/api/pairing/checklink', access, async (request, reply) => {
    const body = parseInput(pairingCheckBody, request.body ?? {});
    const link = await counted(request, () => checkPairingLink(deps.db, body.token));
    const answer: PairingCheckAnswer = { ok: true, ...link };
    return noStore(reply).send(answer);
  });

  app.post('/api/pairing/answer', access, async (request, reply) => {
    const answered = await counted(request, () =>
      answerPairingWithLink(deps.db, deps.publicUrl, request.body ?? {}),
    );
    const answer: PairingAnswer = { ok: true, ...answered };
    return noStore(reply).send(answer);
  });
}
