import './matchmaking.mail.ts';
import { buildCorpusModel, rankStartups } from '@matchday/matching';
import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { timedRun } from '../../platform/metrics.ts';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { attendingCompanyIds } from '../events/attendance.queries.ts';
import { lockEvent } from '../events/events.service.ts';
import { suggestedMail } from './mail/mail-contents.views.ts';
import { queueCompanyMail } from './mail/recipients.ts';
import { matches, needApplications, needs, removedSuggestions } from './matchmaking.tables.ts';
import { getNeed } from './needs.service.ts';
import { lockMatch, type Ctx } from './choices.service.ts';
import { startupOf } from './scores.ts';

/** The organisers' side of suggestions: generate, publish, add, pin, remove. */

/** How many candidates the engine proposes per need: three per wanted meeting, at least 10. */
const proposalsFor = (wanted: number) => Math.max(10, wanted * 3);

/**
 * Runs the engine for every published need of the event against its approved startups and
 * stores the best as PROPOSED, with score and reasons. Startups scoring under the event's
 * suggestion floor are not proposed, nor are those an organiser removed from the need.
 * Re-running refreshes PROPOSED rows that are neither pinned nor added by hand; every match
 * already suggested, chosen or answered stays.
 */
export async function generateSuggestions(db: Db, actor: Actor, eventId: unknown) {
  assertCan(actor, 'curateSuggestions', 'Only the event’s organisers generate suggestions');
  return timedRun('matching', () => generateIn(db, actor, eventId));
}

async function generateIn(db: Db, actor: Actor, eventId: unknown) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, eventId, 'curateSuggestions');
    const startupIds = await attendingCompanyIds(tx, event.id, 'startup');
    if (!startupIds.length) {
      throw new AppError(
        'CONFLICT',
        'No approved startups at this event yet: approve registrations first',
      );
    }
    const published = await tx
      .select()
      .from(needs)
      .where(and(eq(needs.eventId, event.id), eq(needs.state, 'PUBLISHED')));
    if (!published.length) {
      throw new AppError(
        'CONFLICT',
        'No published needs at this event yet: corporates publish their needs first',
      );
    }
    const needIds = published.map((n) => n.id);
    const profiles = await tx.select().from(companies).where(inArray(companies.id, startupIds));
    const startups = profiles.map(startupOf);
    const model = buildCorpusModel(startups);
    const corporates = new Map(
      (
        await tx
          .select()
          .from(companies)
          .where(inArray(companies.id, [...new Set(published.map((n) => n.corporateId))]))
      ).map((c) => [c.id, c]),
    );
    const applications = await tx
      .select()
      .from(needApplications)
      .where(inArray(needApplications.needId, needIds));
    const removed = new Set(
      (
        await tx
          .select()
          .from(removedSuggestions)
          .where(inArray(removedSuggestions.needId, needIds))
      ).map((r) => `${r.needId}:${r.startupId}`),
    );
    let proposed = 0;
    let belowFloor = 0;
    for (const need of published) {
      const corp = corporates.get(need.corporateId);
      const candidates = rankStartups(need, startups, {
        model,
        applications: applications
          .filter((a) => a.needId === need.id)
          .map((a) => ({ startupId: a.startupId, note: a.note })),
        corporate: corp
          ? {
              name: corp.name,
              sector: corp.sector,
              industries: corp.industries,
              country: corp.country,
            }
          : undefined,
      }).filter((r) => !removed.has(`${need.id}:${r.startupId}`));
      const kept = candidates.filter((r) => r.score >= event.suggestionFloor);
      belowFloor += candidates.length - kept.length;
      const ranked = kept.slice(0, proposalsFor(need.wantedMeetings));
      // Fresh engine proposals replace the previous ones; everything else is kept.
      await tx
        .delete(matches)
        .where(
          and(
            eq(matches.needId, need.id),
            eq(matches.state, 'PROPOSED'),
            eq(matches.pinned, false),
            eq(matches.source, 'ENGINE'),
          ),
        );
      for (const r of ranked) {
        const inserted = await tx
          .insert(matches)
          .values({
            eventId: event.id,
            needId: need.id,
            startupId: r.startupId,
            corporateId: need.corporateId,
            score: r.score,
            reasons: r.reasons,
            source: 'ENGINE',
            state: 'PROPOSED',
          })
          .onConflictDoUpdate({
            target: [matches.needId, matches.startupId],
            targetWhere: sql`${matches.needId} is not null`,
            set: { score: r.score, reasons: r.reasons, updatedAt: new Date() },
          })
          .returning({ id: matches.id });
        proposed += inserted.length;
      }
    }
    return {
      needs: published.length,
      startups: startupIds.length,
      proposed,
      belowFloor,
      floor: event.suggestionFloor,
    };
  });
}

/** Proposals the organisers may publish: the engine's reach the event's floor; theirs always. */
function publishable(floor: number) {
  return or(ne(matches.source, 'ENGINE'), eq(matches.pinned, true), gte(matches.score, floor))!;
}

/** PROPOSED → SUGGESTED for the event; each corporate with new suggestions is mailed once. */
export async function publishSuggestions(ctx: Ctx, eventId: unknown) {
  const { db, actor } = ctx;
  assertCan(actor, 'curateSuggestions', 'Only the event’s organisers publish suggestions');
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, eventId, 'curateSuggestions');
    const rows = await tx
      .update(matches)
      .set({ state: 'SUGGESTED', updatedAt: new Date() })
      .where(
        and(
          eq(matches.eventId, event.id),
          eq(matches.state, 'PROPOSED'),
          publishable(event.suggestionFloor),
        ),
      )
      .returning({ corporateId: matches.corporateId, needId: matches.needId });
    if (!rows.length)
      throw new AppError('CONFLICT', 'There are no proposed suggestions to publish');
    const byCorp = new Map<string, { count: number; needs: Set<string> }>();
    for (const r of rows) {
      const e = byCorp.get(r.corporateId) ?? { count: 0, needs: new Set<string>() };
      e.count += 1;
      if (r.needId) e.needs.add(r.needId);
      byCorp.set(r.corporateId, e);
    }
    const stamp = Date.now();
    for (const [corporateId, e] of byCorp) {
      await queueCompanyMail(
        tx,
        ctx.publicUrl,
        suggestedMail(
          event,
          corporateId,
          { count: e.count, needs: e.needs.size },
          `event:${event.id}:${stamp}`,
        ),
      );
    }
    return rows.length;
  });
}

/** Organisers add a startup to a need by hand (pinned, source ADMIN), or pin/remove one. */
export async function addSuggestion(
  db: Db,
  actor: Actor,
  needIdValue: unknown,
  startupId: unknown,
) {
  assertCan(actor, 'curateSuggestions', 'Only the event’s organisers curate suggestions');
  const startup = parseInput(z.uuid('Unknown startup'), startupId);
  return db.transaction(async (tx) => {
    const need = await getNeed(tx, actor, needIdValue);
    await lockEvent(tx, actor, need.eventId, 'curateSuggestions');
    // Adding a startup by hand lifts an earlier removal.
    await tx
      .delete(removedSuggestions)
      .where(
        and(eq(removedSuggestions.needId, need.id), eq(removedSuggestions.startupId, startup)),
      );
    const approved = await attendingCompanyIds(tx, need.eventId, 'startup');
    if (!approved.includes(startup)) {
      throw new AppError(
        'BAD_REQUEST',
        'This startup is not an approved participant of the event',
        {
          fields: [{ field: 'startupId', message: 'Not an approved participant' }],
        },
      );
    }
    const [row] = await tx
      .insert(matches)
      .values({
        eventId: need.eventId,
        needId: need.id,
        startupId: startup,
        corporateId: need.corporateId,
        source: 'ADMIN',
        state: 'PROPOSED',
        pinned: true,
        reasons: [{ kind: 'text', text: 'Added by the organisers', weight: 0 }],
      })
      .onConflictDoUpdate({
        target: [matches.needId, matches.startupId],
        targetWhere: sql`${matches.needId} is not null`,
        set: { pinned: true, updatedAt: new Date() },
      })
      .returning();
    return row!;
  });
}

export async function pinSuggestion(db: Db, actor: Actor, id: unknown, pinned: boolean) {
  assertCan(actor, 'curateSuggestions', 'Only the event’s organisers curate suggestions');
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    const [row] = await tx
      .update(matches)
      .set({ pinned, updatedAt: new Date() })
      .where(eq(matches.id, match.id))
      .returning();
    return row!;
  });
}

/**
 * Removes a suggestion nobody has chosen on yet; the engine does not propose that startup for
 * that need again (adding it by hand does).
 */
export async function removeSuggestion(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'curateSuggestions', 'Only the event’s organisers curate suggestions');
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    if (match.state !== 'PROPOSED' && match.state !== 'SUGGESTED') {
      throw new AppError('CONFLICT', 'The corporate has chosen on this suggestion; it stays');
    }
    await tx.delete(matches).where(eq(matches.id, match.id));
    if (match.needId) {
      await tx
        .insert(removedSuggestions)
        .values({
          needId: match.needId,
          startupId: match.startupId,
          removedBy: actor?.kind === 'admin' ? actor.id : null,
        })
        .onConflictDoNothing();
    }
    return true;
  });
}
