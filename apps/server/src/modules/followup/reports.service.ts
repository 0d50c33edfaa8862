import {
  DEFAULT_SECOND_STAGE_DAYS,
  followUpReportInput,
  followUpSettingsInput,
  recordFollowUpInput,
  type RatingVia,
  type ReportSide,
} from '@matchday/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { events } from '../events/events.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import {
  organiserEventIds,
  organiserWhere,
  ownSide,
  SIDE_OPERATION,
  sideWhere,
  sidesOf,
} from './followup.policy.ts';
import { followUpOutcomes, followUpReports, followUpSettings } from './followup.tables.ts';
import { completeNotificationTask, TASKS } from '../mail/notification-tasks.service.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

/** The second stage: what came of a held meeting, by side. */

const meetingKey = z.uuid('No such meeting');
const eventKey = z.uuid('No such event');

export const NOT_HELD_REPORT = 'Only a meeting that was held can have a follow-up';

export type FollowUpReportView = typeof followUpReports.$inferSelect & {
  outcomes: (typeof followUpOutcomes.$inferSelect)[];
};

type Report = z.infer<typeof followUpReportInput> & { source?: string };

/**
 * Writes a side's current report: replaces an earlier one of the same side (a party may tell
 * more as things move on) with its outcomes.
 */
export async function writeReport(
  tx: Db,
  meeting: { id: string; status: string },
  side: ReportSide,
  report: Report,
  via: RatingVia,
  actor: Actor,
): Promise<FollowUpReportView> {
  if (meeting.status !== 'HELD') throw new AppError('CONFLICT', NOT_HELD_REPORT);
  const values = {
    result: report.result,
    source: report.source ?? null,
    comment: report.comment ?? null,
    reportedByUserId: actor?.kind === 'user' ? actor.id : null,
    reportedByAdminId: actor?.kind === 'admin' ? actor.id : null,
    via,
    reportedAt: new Date(),
  };
  const [row] = await tx
    .insert(followUpReports)
    .values({ meetingId: meeting.id, side, ...values })
    .onConflictDoUpdate({ target: [followUpReports.meetingId, followUpReports.side], set: values })
    .returning();
  await tx.delete(followUpOutcomes).where(eq(followUpOutcomes.reportId, row!.id));
  await completeNotificationTask(tx, TASKS.followUp(meeting.id, side));
  const outcomes = report.outcomes.length
    ? await tx
        .insert(followUpOutcomes)
        .values(
          report.outcomes.map((o) => ({
            reportId: row!.id,
            meetingId: meeting.id,
            kind: o.kind,
            happenedOn: o.happenedOn ?? null,
          })),
        )
        .returning()
    : [];
  await emitDomainEvent(tx, 'followup.reported', {
    reportId: row!.id,
    meetingId: meeting.id,
    side,
    result: row!.result,
    outcomes: outcomes.map((o) => ({ kind: o.kind, happenedOn: o.happenedOn })),
  });
  return { ...row!, outcomes };
}

/** A participant reports what came of its own meeting, in the app. */
export async function reportFollowUp(db: Db, actor: Actor, id: unknown, input: unknown) {
  const side = ownSide(actor);
  if (!side) throw new AppError('FORBIDDEN', 'Only a participant reports its own follow-up');
  assertCan(actor, SIDE_OPERATION[side], 'This account may not report on this meeting');
  const key = parseInput(meetingKey, id);
  const report = parseInput(followUpReportInput, input);
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .select({ id: meetings.id, status: meetings.status })
      .from(meetings)
      .where(and(eq(meetings.id, key), sideWhere(actor, side)));
    if (!meeting) throw new AppError('NOT_FOUND', 'No such meeting');
    return writeReport(tx, meeting, side, report, 'APP', actor);
  });
}

/** Organisers record an outcome they learned of by other means, naming the source. */
export async function recordFollowUp(db: Db, actor: Actor, id: unknown, input: unknown) {
  assertCan(actor, 'recordFollowUps', 'Only organisers record follow-ups');
  const key = parseInput(meetingKey, id);
  const report = parseInput(recordFollowUpInput, input);
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .select({ id: meetings.id, status: meetings.status })
      .from(meetings)
      .where(and(eq(meetings.id, key), organiserWhere(actor)));
    if (!meeting) throw new AppError('NOT_FOUND', 'No such meeting');
    return writeReport(tx, meeting, 'ORGANISER', report, 'ORGANISER', actor);
  });
}

/**
 * Reports the actor may read, with outcomes: a party its own side's, organisers every side
 * (the organisers' own records too), an INCUBATOR its startups' side.
 */
export async function reportsOf(
  db: Db,
  actor: Actor,
  meetingIds: readonly string[],
): Promise<FollowUpReportView[]> {
  if (!meetingIds.length) return [];
  const reach = [
    ...sidesOf(actor).map((side) => and(eq(followUpReports.side, side), sideWhere(actor, side))),
    and(eq(followUpReports.side, 'ORGANISER'), organiserWhere(actor)),
  ];
  const rows = await db
    .select({ report: followUpReports })
    .from(followUpReports)
    .innerJoin(meetings, eq(meetings.id, followUpReports.meetingId))
    .where(and(inArray(followUpReports.meetingId, [...meetingIds]), or(...reach)));
  if (!rows.length) return [];
  const outcomes = await db
    .select()
    .from(followUpOutcomes)
    .where(
      inArray(
        followUpOutcomes.reportId,
        rows.map((r) => r.report.id),
      ),
    );
  return rows.map(({ report }) => ({
    ...report,
    outcomes: outcomes.filter((o) => o.reportId === report.id),
  }));
}

/** Days after the event's end when the second stage is mailed (the default when unset). */
export async function secondStageDays(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ days: followUpSettings.secondStageDays })
    .from(followUpSettings)
    .where(eq(followUpSettings.eventId, eventId));
  return row?.days ?? DEFAULT_SECOND_STAGE_DAYS;
}

/** Organisers set an event's second-stage delay. */
export async function setFollowUpSettings(db: Db, actor: Actor, id: unknown, input: unknown) {
  assertCan(actor, 'recordFollowUps', 'Only organisers change follow-up settings');
  const eventId = parseInput(eventKey, id);
  const { secondStageDays: days } = parseInput(followUpSettingsInput, input);
  const reach = organiserEventIds(actor);
  if (reach !== 'all' && !reach.includes(eventId)) throw new AppError('NOT_FOUND', 'No such event');
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  await db
    .insert(followUpSettings)
    .values({ eventId, secondStageDays: days })
    .onConflictDoUpdate({
      target: followUpSettings.eventId,
      set: { secondStageDays: days, updatedAt: new Date() },
    });
  return { eventId, secondStageDays: days };
}
