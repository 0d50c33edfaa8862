import { CURRENT_TERMS_VERSION, homePathFor, safeNextPath } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { users } from './accounts.tables.ts';

/**
 * The short first step of a person who arrives through a mailed link before onboarding: what
 * must be known before anything else is their name and their acceptance of the current terms.
 * The company profile (the wizard) is asked for later, from the home page's pending actions.
 */
export type FirstStepItem = 'name' | 'terms';

/** What of the first step a person still lacks (empty: they may go straight to their link). */
export function firstStepMissing(person: {
  name: string | null | undefined;
  acceptedTermsVersion: string | null | undefined;
}): FirstStepItem[] {
  const missing: FirstStepItem[] = [];
  if (!person.name?.trim()) missing.push('name');
  if (person.acceptedTermsVersion !== CURRENT_TERMS_VERSION) missing.push('terms');
  return missing;
}

const input = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(200, 'Keep your name under 200 characters'),
  termsVersion: z.string(),
  next: z.string().nullish(),
});

/**
 * Saves the first step (name and accepted terms) of the signed-in company person and answers
 * where to go now: the link's target when it is a path of this site, else the area's home. An
 * absolute URL or `//host` is never answered.
 */
export async function completeFirstStep(
  db: Db,
  actor: Actor,
  given: { name: string; termsVersion: string; next?: string | null },
): Promise<{ next: string }> {
  assertCan(actor, 'completeFirstStep', 'Only people of a company take the first step');
  if (actor.kind !== 'user') throw new AppError('FORBIDDEN', 'Only people of a company');
  const parsed = input.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('BAD_REQUEST', issue.message, {
      fields: [{ field: String(issue.path[0] ?? 'name'), message: issue.message }],
    });
  }
  const v = parsed.data;
  if (v.termsVersion !== CURRENT_TERMS_VERSION) {
    throw new AppError('BAD_REQUEST', 'Accept the current terms to continue', {
      fields: [{ field: 'terms', message: 'Accept the current terms to continue' }],
    });
  }
  const now = new Date();
  await db
    .update(users)
    .set({
      name: v.name,
      acceptedTermsVersion: v.termsVersion,
      acceptedTermsAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, actor.id));
  const home = homePathFor({ admin: false, type: actor.type });
  const next = safeNextPath(v.next);
  return { next: next?.startsWith(`${home}/`) ? next : home };
}
