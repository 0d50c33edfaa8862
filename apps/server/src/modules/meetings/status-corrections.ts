import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/** How long a party may still turn HELD into NO_SHOW or back after it was set. */
export const CORRECTION_DAYS = 7;

export const TOO_LATE = `The status was set more than ${CORRECTION_DAYS} days ago; ask the programme’s organisers to correct it`;
export const SAY_WHY = 'Say why the status is corrected';

/**
 * A room built on this one that can settle a meeting's status (followup: both sides rated)
 * registers why here; meetings cannot import it (rooms build one way).
 */
export type SettledCheck = (tx: Db, meetingId: string) => Promise<string | null>;
const settledChecks = new Set<SettledCheck>();
export function settlesMeetingStatus(check: SettledCheck) {
  settledChecks.add(check);
}

/**
 * HELD ↔ NO_SHOW is a correction of what happened. A party may make it until the status is
 * settled — CORRECTION_DAYS after it was set, or what a registered check says; after that only
 * organisers may, and only with a reason. Other changes are not corrections and pass.
 */
export async function assertMayCorrect(
  tx: Db,
  actor: NonNullable<Actor>,
  meeting: { id: string; status: string; statusChangedAt: Date | null },
  next: string,
  reason: string | undefined,
) {
  const flip =
    (meeting.status === 'HELD' && next === 'NO_SHOW') ||
    (meeting.status === 'NO_SHOW' && next === 'HELD');
  if (!flip) return;
  const settled = await settledBecause(tx, meeting);
  if (!settled) return;
  if (actor.kind !== 'admin') throw new AppError('CONFLICT', settled);
  if (!reason) {
    const message = `${SAY_WHY}: ${settled.split(';')[0]!.toLowerCase()}`;
    throw new AppError('BAD_REQUEST', message, { fields: [{ field: 'reason', message }] });
  }
}

/** Why a party may no longer correct the status, or null while it still may. */
async function settledBecause(
  tx: Db,
  meeting: { id: string; statusChangedAt: Date | null },
): Promise<string | null> {
  const setAt = meeting.statusChangedAt?.getTime();
  if (setAt !== undefined && Date.now() - setAt > CORRECTION_DAYS * 24 * 3600_000) return TOO_LATE;
  for (const check of settledChecks) {
    const why = await check(tx, meeting.id);
    if (why) return why;
  }
  return null;
}
