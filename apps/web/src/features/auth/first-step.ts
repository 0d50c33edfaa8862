import { homePathFor, safeNextPath } from '@matchday/shared';
import type { SessionUser } from '../../lib/session.ts';

/** The startup page where the short first step is asked, with the mailed link's target. */
export const FIRST_STEP_PATH = '/startup/onboarding';

/** Whether the person gave their name and accepted the current terms (what comes first). */
export function firstStepDone(user: SessionUser | null): boolean {
  return !!user?.name?.trim() && !!user.hasAcceptedTerms;
}

/** The target a mailed link carried to the first step (`?next=`), when it is a path of this site. */
export function firstStepTarget(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get('next'));
}

/** Where a link to `target` goes while the first step is missing. */
export function firstStepFor(target: string): string {
  return `${FIRST_STEP_PATH}?next=${encodeURIComponent(target)}`;
}

/** The event of a selections link (`/startup/events/<id>/selections`), else null. */
export function selectionsEventOf(target: string): string | null {
  return /^\/startup\/events\/([^/?#]+)\/selections(?:[?#].*)?$/.exec(target)?.[1] ?? null;
}

/**
 * After signing in: the link's target (`?next=`) when it lies in the person's area; else the page
 * of the event chosen on the landing page (startups and corporates); else home.
 */
export function landingFor(
  user: SessionUser | null,
  search: string,
  chosenEvent: string | null = null,
): string {
  const home = homePathFor(user);
  const target = safeNextPath(new URLSearchParams(search).get('next'));
  if (target?.startsWith(`${home}/`)) return target;
  if (chosenEvent && user && !user.admin)
    return `${home}/events/${encodeURIComponent(chosenEvent)}`;
  return home;
}
