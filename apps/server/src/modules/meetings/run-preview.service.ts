import { deriveSlots } from '@matchday/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import { lockEvent } from '../events/events.service.ts';
import { planRun } from './schedule-plan.ts';
import { runOptions } from './schedule.service.ts';

/** One placed meeting a run would move: elsewhere in the grid, or out of it. */
export type RunChange = { meetingId: string; pinned: boolean; leavesGrid: boolean };
export type RunPreview = { moving: number; pinnedMoving: number; changes: RunChange[] };

/**
 * What generating the schedule again would do to the meetings already on the board, before the
 * organiser runs it: which placed meetings would move or leave the grid, and how many of those
 * were pinned or moved by hand (a pin the run cannot keep: its pair no longer takes part, or its
 * slot left the grid). Works the run out inside a transaction that is rolled back, so the answer
 * is the run's own and nothing is written.
 */
export async function previewScheduleRun(
  db: Db,
  actor: Actor,
  id: unknown,
  input?: unknown,
): Promise<RunPreview> {
  assertCan(actor, 'scheduleMeetings', 'Only the organisers schedule meetings');
  const { keepPublished } = parseInput(runOptions, input ?? undefined);
  let preview: RunPreview | null = null;
  try {
    await db.transaction(async (tx) => {
      const event = await lockEvent(tx, actor, id, 'scheduleMeetings');
      const { rows, placement } = await planRun(tx, event, keepPublished);
      const slots = deriveSlots(event.schedule);
      const changes: RunChange[] = [];
      for (const r of rows) {
        if (!r.startsAt || r.status === 'HELD' || r.status === 'NO_SHOW') continue;
        const a = placement.get(r.id);
        const stays =
          a && slots[a.slot]?.start === r.startsAt.toISOString() && a.table + 1 === r.tableNo;
        if (stays) continue;
        changes.push({ meetingId: r.id, pinned: r.locked, leavesGrid: !a });
      }
      preview = {
        moving: changes.length,
        pinnedMoving: changes.filter((c) => c.pinned).length,
        changes,
      };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return preview!;
}
