import './matchmaking.mail.ts';
import { buildCorpusModel, rankStartups, type MatchStartup } from '@matchday/matching';
import { choiceInput, type MatchChoice } from '@matchday/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { attendingCompanyIds } from '../events/attendance.service.ts';
import { getEvent, lockEvent, type EventRow } from '../events/events.service.ts';
import { mailCompany } from './mail/recipients.ts';
import { matchReadWhere } from './matchmaking.policy.ts';
import { matches, needApplications, needs } from './matchmaking.tables.ts';
import { getNeed } from './needs.service.ts';

export type MatchRow = typeof matches.$inferSelect;
type Ctx = { db: Db; actor: Actor; publicUrl: string };
const matchId = z.uuid('No such suggestion');
/** How many candidates the engine proposes per need: three per wanted meeting, at least 10. */
const proposalsFor = (wanted: number) => Math.max(10, wanted * 3);

function startupOf(c: typeof companies.$inferSelect): MatchStartup {
  return {
    id: c.id,
    name: c.name,
    pitch: [c.pitchShort, c.pitchLong].filter(Boolean).join('\n'),
    description: c.description,
    industries: c.industries,
    technologies: c.technologies,
    stage: c.stage,
    country: c.country,
    interestedCountries: c.interestedCountries,
  };
}

/**
 * Runs the engine for every published need of the event against its approved startups and
 * stores the best as PROPOSED, with score and reasons. Re-running refreshes PROPOSED rows that
 * are neither pinned nor added by hand; every match already suggested, chosen or answered stays.
 */
export async function generateSuggestions(db: Db, actor: Actor, eventId: unknown) {
  assertCan(actor, 'curateSuggestions', 'Only the event’s organisers generate suggestions');
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
      .where(
        inArray(
          needApplications.needId,
          published.map((n) => n.id),
        ),
      );
    let proposed = 0;
    for (const need of published) {
      const corp = corporates.get(need.corporateId);
      const ranked = rankStartups(need, startups, {
        model,
        limit: proposalsFor(need.wantedMeetings),
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
      });
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
            score: Math.round(r.score),
            reasons: r.reasons,
            source: 'ENGINE',
            state: 'PROPOSED',
          })
          .onConflictDoUpdate({
            target: [matches.needId, matches.startupId],
            targetWhere: sql`${matches.needId} is not null`,
            set: { score: Math.round(r.score), reasons: r.reasons, updatedAt: new Date() },
          })
          .returning({ id: matches.id });
        proposed += inserted.length;
      }
    }
    return { needs: published.length, startups: startupIds.length, proposed };
  });
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
      .where(and(eq(matches.eventId, event.id), eq(matches.state, 'PROPOSED')))
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
      await mailCompany(
        tx,
        ctx.publicUrl,
        corporateId,
        'suggested',
        `event:${event.id}:${stamp}`,
        `/events/${event.id}/suggestions`,
        {
          eventName: event.name,
          count: e.count,
          needs: Math.max(1, e.needs.size),
        },
      );
    }
    return rows.length;
  });
}

/** The matches of a need the actor may read, best first. */
export async function needSuggestions(db: Db, actor: Actor, id: unknown) {
  const need = await getNeed(db, actor, id);
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.needId, need.id), matchReadWhere(actor)))
    .orderBy(desc(matches.pinned), desc(matches.score), asc(matches.id));
}

/** All matches of an event the actor may read (the organisers' Matches tab). */
export async function eventMatches(db: Db, actor: Actor, event: EventRow) {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.eventId, event.id), matchReadWhere(actor)))
    .orderBy(asc(matches.needId), desc(matches.score), asc(matches.id));
}

async function lockMatch(tx: Db, actor: Actor, id: unknown) {
  const [row] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.id, parseInput(matchId, id)), matchReadWhere(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such suggestion');
  return row;
}

function selectionOpen(
  event: Pick<EventRow, 'selectionOpensAt' | 'selectionClosesAt' | 'endDate'>,
) {
  const now = Date.now();
  if (event.endDate.getTime() < now) return 'This event is over';
  if (event.selectionOpensAt && event.selectionOpensAt.getTime() > now) {
    return `The selection opens on ${event.selectionOpensAt.toISOString().slice(0, 10)}`;
  }
  if (event.selectionClosesAt && event.selectionClosesAt.getTime() < now)
    return 'The selection has closed';
  return null;
}

/**
 * A corporate chooses on a suggestion of its own: MUST_MEET or MEET → SELECTED (the startup is
 * mailed `match`), NO_THANKS → DECLINED with an optional reason. It may change its mind until the
 * startup answers; only within the selection window.
 */
export async function chooseSuggestion(ctx: Ctx, id: unknown, input: unknown) {
  const { db, actor } = ctx;
  assertCan(actor, 'chooseSuggestions', 'Only the corporate chooses on its suggestions');
  const { choice, reason } = parseInput(choiceInput, input);
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    if (match.state === 'CONFIRMED' || match.state === 'REFUSED') {
      throw new AppError('CONFLICT', 'The startup has answered already; this choice is final');
    }
    const event = await getEvent(tx, actor, match.eventId);
    const closed = selectionOpen(event);
    if (closed) throw new AppError('CONFLICT', closed);
    const state = choice === 'NO_THANKS' ? 'DECLINED' : 'SELECTED';
    if (match.state === state && match.choice === choice) return match;
    const [row] = await tx
      .update(matches)
      .set({
        state,
        choice,
        declineReason: choice === 'NO_THANKS' ? (reason ?? null) : null,
        chosenAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(matches.id, match.id))
      .returning();
    if (state === 'SELECTED') await mailSelection(ctx, tx, row!, event, choice);
    return row!;
  });
}

async function mailSelection(
  ctx: Ctx,
  tx: Db,
  match: MatchRow,
  event: EventRow,
  choice: MatchChoice,
) {
  const [corp] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, match.corporateId));
  const [need] = match.needId
    ? await tx.select({ title: needs.title }).from(needs).where(eq(needs.id, match.needId))
    : [];
  await mailCompany(
    tx,
    ctx.publicUrl,
    match.startupId,
    'match',
    `match:${match.id}`,
    `/events/${event.id}/selections`,
    {
      corporateName: corp?.name ?? 'A corporate',
      needTitle: need?.title,
      eventName: event.name,
      priority: choice === 'MUST_MEET' ? 'MUST_MEET' : 'MEET',
    },
  );
}

/** The own startup's selections at an event: matches a corporate chose it for. */
export async function mySelections(db: Db, actor: Actor, eventId: string) {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.eventId, eventId), matchReadWhere(actor)))
    .orderBy(desc(matches.choice), asc(matches.id));
}

/** The startup confirms (→ CONFIRMED: a meeting request) or declines (→ REFUSED) a selection. */
export async function respondToSelection(db: Db, actor: Actor, id: unknown, accept: boolean) {
  assertCan(actor, 'respondToSelections', 'Only the startup answers its selections');
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    const state = accept ? 'CONFIRMED' : 'REFUSED';
    if (match.state === state) return match;
    if (match.state !== 'SELECTED')
      throw new AppError('CONFLICT', 'You have answered this selection already');
    const [row] = await tx
      .update(matches)
      .set({ state, respondedAt: new Date(), updatedAt: new Date() })
      .where(eq(matches.id, match.id))
      .returning();
    return row!;
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

/** Removes a suggestion nobody has chosen on yet. */
export async function removeSuggestion(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'curateSuggestions', 'Only the event’s organisers curate suggestions');
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    if (match.state !== 'PROPOSED' && match.state !== 'SUGGESTED') {
      throw new AppError('CONFLICT', 'The corporate has chosen on this suggestion; it stays');
    }
    await tx.delete(matches).where(eq(matches.id, match.id));
    return true;
  });
}
