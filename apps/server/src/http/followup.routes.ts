import {
  followUpCheckBody,
  type FollowUpCheckAnswer,
  type LinkRatingAnswer,
  type LinkReportAnswer,
} from '@matchday/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countLinkAttempt, forgiveLinkAttempt } from '../modules/auth/login-throttle.service.ts';
import {
  checkFollowUpLink,
  rateWithLink,
  reportWithLink,
} from '../modules/followup/links.service.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { parseInput } from '../platform/validation.ts';
import { noStore } from './auth-request.ts';
import { publicRoute } from './route-access.ts';

/**
 * The mailed one-time links of ratings and follow-ups (SPEC §2 token routes; contract in
 * packages/shared/src/api/followup.ts), no sign-in: check a link on load (spends nothing), then answer once. Tries are counted per
 * address like the account links', so checking is no faster way to guess tokens.
 */
export function followUpRoutes(app: FastifyInstance, deps: { db: Db }) {
  const counted = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    await countLinkAttempt(deps.db, request.ip);
    const result = await work();
    await forgiveLinkAttempt(deps.db, request.ip);
    return result;
  };
  const purposeOf = (kind: unknown) => {
    if (kind === 'feedback') return 'RATING' as const;
    if (kind === 'followup') return 'FOLLOW_UP' as const;
    throw new AppError('BAD_REQUEST', 'Say which link: feedback or followup', {
      fields: [{ field: 'kind', message: 'Say which link: feedback or followup' }],
    });
  };

  const link = publicRoute('the one-time link is the credential; tries are counted');
  app.post('/api/followup/checklink', link, async (request, reply) => {
    const body = parseInput(followUpCheckBody, request.body ?? {});
    const purpose = purposeOf(body.kind);
    const link = await counted(request, () => checkFollowUpLink(deps.db, purpose, body.token));
    const answer: FollowUpCheckAnswer = { ok: true, ...link };
    return noStore(reply).send(answer);
  });

  app.post('/api/followup/rate', link, async (request, reply) => {
    const rated = await counted(request, () => rateWithLink(deps.db, request.body));
    const answer: LinkRatingAnswer = { ok: true, ...rated };
    return noStore(reply).send(answer);
  });

  app.post('/api/followup/report', link, async (request, reply) => {
    const reported = await counted(request, () => reportWithLink(deps.db, request.body));
    const answer: LinkReportAnswer = { ok: true, ...reported };
    return noStore(reply).send(answer);
  });
}
