import { z } from 'zod';
import { objectError } from '../text.ts';
import type { CheckedLink } from './errors.ts';

/**
 * The REST contract of the `pairing-request` mail's link (server: http/pairing-link.routes.ts),
 * no sign-in: check it on load, then accept or decline once. A refused link is a 400 whose
 * `details.reason` is a LinkProblem.
 */

/**
 * POST /api/pairing/checklink: the token and nothing else. The service checks the token (a
 * missing one is refused like any bad one: INVALID).
 */
export const pairingCheckBody = z.strictObject(
  { token: z.unknown().optional() },
  { error: objectError('the link') },
);

/** What the request is: who asks whom, for which need, with what message. */
export type PairingLinkView = {
  eventName: string;
  startupName: string;
  corporateName: string;
  needTitle: string | null;
  message: string;
};
export type PairingCheckAnswer = CheckedLink<PairingLinkView>;

/** POST /api/pairing/answer. */
export const pairingAnswerInput = z.strictObject(
  { token: z.unknown().optional(), accept: z.boolean('Accept or decline') },
  { error: objectError('the link and your answer') },
);
export type PairingAnswerInput = { token: string; accept: boolean };
export type PairingAnswer = CheckedLink<{ state: string }>;
