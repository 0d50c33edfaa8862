import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notifications } from './notifications.tables.ts';

/**
 * Action notifications (decision 077): a mail that asks for an action names it as a task
 * (`queueMail`'s `task`); the room that records the action calls this in the same transaction,
 * so the notification shows done (and read) exactly when the action committed. The key names the
 * thing, not the person: every notification of the task is done — the whole team's, reminders
 * included — because one answer counts for the company. Returns how many were marked.
 */
export async function completeNotificationTask(tx: Db, task: string): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({
      doneAt: sql`now()`,
      readAt: sql`coalesce(${notifications.readAt}, now())`,
    })
    .where(and(eq(notifications.task, task), isNull(notifications.doneAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The task keys the rooms use, in one place so a mail and its action name the same task. */
export const TASKS = {
  /** One signer's signature on an agreement (signing). */
  sign: (signerId: string) => `sign:${signerId}`,
  /** A startup's answer to a corporate's selection (matchmaking `match` mail). */
  selection: (matchId: string) => `selection:${matchId}`,
  /** A corporate's answer to a pairing request (matchmaking `pairing-request` mail). */
  pairing: (requestId: string) => `pairing:${requestId}`,
  /** One side's rating of a held meeting (follow-up `feedbacktrigger` mails and reminders). */
  rate: (meetingId: string, side: string) => `rate:${meetingId}:${side}`,
  /** One side's report of what came of a meeting (follow-up `followuprequest` mails). */
  followUp: (meetingId: string, side: string) => `followup:${meetingId}:${side}`,
  /** A corporate partner's confirmation of its part in a grant draft (grants `grant-form`). */
  grantConfirm: (applicationId: string, corporateId: string) =>
    `grant-confirm:${applicationId}:${corporateId}`,
  /** The startup's resubmission after the programme asked for changes (grants `grant-form`). */
  grantChanges: (applicationId: string) => `grant-changes:${applicationId}`,
} as const;
