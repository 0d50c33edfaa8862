import { z } from 'zod';
import type { FollowUpResult, FollowUpTokenPurpose, RatingSide, ReportSide } from '../followup.ts';
import { objectError } from '../text.ts';
import type { CheckedLink } from './errors.ts';

/**
 * The REST contract of the mailed rating and follow-up links (server: http/followup.routes.ts),
 * no sign-in: check the link on load, then answer once. A refused link is a 400 whose
 * `details.reason` is a LinkProblem.
 */

/** Which link: `/token/feedback/:token` rates a meeting, `/token/followup/:token` reports on it. */
export const FOLLOW_UP_LINK_KINDS = ['feedback', 'followup'] as const;
export type FollowUpLinkKind = (typeof FOLLOW_UP_LINK_KINDS)[number];

/**
 * POST /api/followup/checklink: which link and its token, nothing else. Each is checked by the
 * route and the service (a missing one is refused like any bad one).
 */
export const followUpCheckBody = z.strictObject(
  { kind: z.unknown().optional(), token: z.unknown().optional() },
  { error: objectError('the link') },
);
export type FollowUpCheckBody = { kind: FollowUpLinkKind; token: string };

/** What a live link is about. */
export type FollowUpLinkView = {
  purpose: FollowUpTokenPurpose;
  side: RatingSide;
  eventName: string;
  companyName: string;
  counterpartName: string;
  startsAt: string | null;
  timezone: string;
};
export type FollowUpCheckAnswer = CheckedLink<FollowUpLinkView>;

/** POST /api/followup/rate ({ token, …rateMeetingInput }): the rating kept. */
export type LinkRatingAnswer = CheckedLink<{
  side: RatingSide;
  score: number;
  wantsFollowUp: boolean;
}>;
/** POST /api/followup/report ({ token, …followUpReportInput }): the report kept. */
export type LinkReportAnswer = CheckedLink<{
  side: ReportSide;
  result: FollowUpResult;
  outcomes: number;
}>;
