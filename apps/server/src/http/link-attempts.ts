import type { FastifyRequest } from 'fastify';
import { countLinkAttempt, forgiveLinkAttempt } from '../modules/auth/login-throttle.service.ts';
import type { Db } from '../platform/db.ts';

/**
 * A request that carries a secret link token (signing links, calendar feeds):
 * counted per address before any work, like the account and follow-up links, and given back when
 * the token was good (the work answered, not null) — guessing meets a 429, a calendar polling its
 * good feed never does.
 */
export async function countedLinkUse<T>(
  db: Db,
  request: FastifyRequest,
  family: 'signing' | 'calendar' | 'pairing' | 'venue',
  work: () => Promise<T>,
): Promise<T> {
  await countLinkAttempt(db, request.ip, family);
  const result = await work();
  if (result !== null) await forgiveLinkAttempt(db, request.ip, family);
  return result;
}
