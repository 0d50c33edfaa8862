import { MIN_RATERS_SHOWN, type Operation } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import { reachFor } from '../../platform/authorize.ts';

type Averages = {
  startupRating: number | null;
  startupRaters: number;
  corporateRating: number | null;
  corporateRaters: number;
};

/**
 * A side's average rating is shown to who reads that side's ratings (the permission table's
 * rating operations: organisers both sides, an incubator the startups', a participant its own);
 * to anyone else only once MIN_RATERS_SHOWN different companies stand behind it, so no single
 * company's score can be read off it. The counts stay.
 */
export function withheldAverages<V extends Averages>(actor: Actor, view: V): V {
  const reads = (op: Operation) => reachFor(actor, op) !== false;
  if (!reads('rateMeetingCorpSide') && view.corporateRaters < MIN_RATERS_SHOWN) {
    view.corporateRating = null;
  }
  if (!reads('rateMeetingStartupSide') && view.startupRaters < MIN_RATERS_SHOWN) {
    view.startupRating = null;
  }
  return view;
}
