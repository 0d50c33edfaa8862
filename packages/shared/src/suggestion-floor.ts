import { z } from 'zod';

/**
 * The event setting below which the matching engine proposes no startup for a need: a score out
 * of 100. At 20 a startup needs more than shared labels (an application alone, or real overlap
 * of words or concepts with the need) to be proposed; organisers can still add anyone by hand.
 */
export const SUGGESTION_FLOOR = { min: 0, max: 100, default: 20 } as const;

const RANGE = `Use a whole score from ${SUGGESTION_FLOOR.min} to ${SUGGESTION_FLOOR.max}`;

/** The event form's field: a whole number 0..100; absent or null takes the default. */
export const suggestionFloorField = z
  .int({ error: RANGE })
  .min(SUGGESTION_FLOOR.min, RANGE)
  .max(SUGGESTION_FLOOR.max, RANGE)
  .nullish()
  .transform((v) => v ?? SUGGESTION_FLOOR.default);
