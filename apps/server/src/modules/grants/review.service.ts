import './grants.mail.ts';
import { grantChangesInput, grantDecisionInput, grantQueueInput } from '@matchday/shared';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { moveGrant } from './agreement-source.ts';
import { mailChangesRequested, mailDecision } from './grant-mails.ts';
import { isGrantsAdmin } from './grants.policy.ts';
import { applicationIn, applicationsWhere, countWhere, searchWhere } from './grants.queries.ts';
import { grantApplications } from './grants.tables.ts';

/** The programme reviews and decides: ADMIN only. */

const applicationId = z.uuid('No such grant application');
type Ctx = { db: Db; actor: Actor; publicUrl: string };

function assertReviewer(actor: Actor): asserts actor is NonNullable<Actor> {
  assertCan(actor, 'useInnovationGrants', 'This account has no grants area');
  if (!isGrantsAdmin(actor)) throw new AppError('NOT_FOUND', 'No grants review queue');
}

/** The review queue: submitted applications (drafts are the startup's), filters and paging. */
export async function grantQueue(db: Db, actor: Actor, input: unknown) {
  assertReviewer(actor);
  const f = parseInput(grantQueueInput, input ?? {});
  const where = and(
    ne(grantApplications.status, 'DRAFT'),
    f.status ? eq(grantApplications.status, f.status) : undefined,
    searchWhere(f.search),
  )!;
  const [items, total] = await Promise.all([
    applicationsWhere(db, where, {
      offset: f.offset ?? 0,
      limit: f.limit ?? 20,
      oldestFirst: true,
    }),
    countWhere(db, where),
  ]);
  return { items, total };
}

/** SUBMITTED → IN_REVIEW. */
export async function startGrantReview(db: Db, actor: Actor, id: unknown) {
  assertReviewer(actor);
  const key = parseInput(applicationId, id);
  return db.transaction(async (tx) => {
    await moveGrant(tx, key, 'SUBMITTED', 'IN_REVIEW', actor.id);
    return applicationIn(tx, eq(grantApplications.id, key), key);
  });
}

/** IN_REVIEW → APPROVED | REJECTED with a note (required to reject); both parties are mailed. */
export async function decideGrantApplication(ctx: Ctx, id: unknown, input: unknown) {
  const { db, actor } = ctx;
  assertReviewer(actor);
  const key = parseInput(applicationId, id);
  const { decision, note } = parseInput(grantDecisionInput, input);
  return db.transaction(async (tx) => {
    await moveGrant(tx, key, 'IN_REVIEW', decision, actor.id, note ?? null, {
      decidedAt: new Date(),
      decidedBy: actor.id,
      decisionNote: note ?? null,
    });
    const app = await applicationIn(tx, eq(grantApplications.id, key), key);
    await mailDecision(tx, ctx.publicUrl, app);
    return app;
  });
}

/**
 * IN_REVIEW → DRAFT with a note (required): the application goes back to the startup, which
 * edits it and submits again. What was submitted stays a version; the corporate partner's
 * confirmation stays (it confirmed who signs, not every word). The startup's people are mailed
 * the note (an action notification, done when they submit again).
 */
export async function askForGrantChanges(ctx: Ctx, id: unknown, input: unknown) {
  const { db, actor } = ctx;
  assertReviewer(actor);
  const key = parseInput(applicationId, id);
  const { note } = parseInput(grantChangesInput, input);
  return db.transaction(async (tx) => {
    await moveGrant(tx, key, 'IN_REVIEW', 'DRAFT', actor.id, note);
    const app = await applicationIn(tx, eq(grantApplications.id, key), key);
    await mailChangesRequested(tx, ctx.publicUrl, app, note);
    return app;
  });
}
