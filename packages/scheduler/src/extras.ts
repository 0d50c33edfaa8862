/** Validation of `sessions` and `previous`: every problem is reported, nothing dropped silently. */
import { isInt, readPlacement } from './locks.ts';

export interface Sessions {
  /** Block of each slot. */
  blockOf: Int32Array;
  /** Slots of block k in time order: blockSlots[blockStart[k] .. blockStart[k+1]). */
  blockStart: Int32Array;
  blockSlots: Int32Array;
}

/** Sessions as blocks of slots; slots listed in no block form a block each. */
export function checkSessions(
  raw: unknown,
  slots: number,
  slotsOk: boolean,
  problems: string[],
): Sessions {
  const S = slotsOk ? slots : 0;
  const blocks: number[][] = [];
  if (raw === undefined) {
    blocks.push(Array.from({ length: S }, (_, s) => s));
  } else if (!Array.isArray(raw)) {
    problems.push('sessions must be an array of arrays of slots');
  } else {
    const where = new Map<number, number>();
    raw.forEach((block: unknown, k: number) => {
      if (!Array.isArray(block)) {
        problems.push(`sessions[${k}] must be an array of slots`);
        return;
      }
      const list: number[] = [];
      for (const s of block as unknown[]) {
        if (!isInt(s) || (slotsOk && (s < 0 || s >= slots))) {
          problems.push(
            `sessions[${k}]: slot ${String(s)} is out of range 0..${slotsOk ? slots - 1 : '?'}`,
          );
        } else if (where.has(s)) {
          problems.push(`sessions[${k}]: slot ${s} is already in sessions[${where.get(s)}]`);
        } else {
          where.set(s, k);
          list.push(s);
        }
      }
      if (list.length > 0) blocks.push(list);
    });
    for (let s = 0; s < S; s++) if (!where.has(s)) blocks.push([s]);
  }
  const blockOf = new Int32Array(S);
  const blockStart = new Int32Array(blocks.length + 1);
  const blockSlots = new Int32Array(S);
  let i = 0;
  blocks.forEach((list, k) => {
    blockStart[k] = i;
    for (const s of list) {
      if (s >= S) continue;
      blockOf[s] = k;
      blockSlots[i++] = s;
    }
  });
  blockStart[blocks.length] = i;
  return { blockOf, blockStart, blockSlots };
}

export interface PreviousContext {
  idIndex: ReadonlyMap<string, number>;
  requestIds: readonly string[];
  ea: readonly number[];
  eb: readonly number[];
  names: readonly string[];
  slots: number;
  tables: number;
  slotsOk: boolean;
  tablesOk: boolean;
  /** Lock of request e (slot, table or -1), if any. */
  lockOf: ReadonlyMap<number, { slot: number; table: number }>;
}

export interface Previous {
  /** Previous slot / table of request e, -1 when e is not in `previous`. */
  prevSlot: Int32Array;
  prevTable: Int32Array;
  count: number;
}

/**
 * `previous` must be a valid placement of known requests: each request once, slot and table in
 * range, no participant or table twice in a slot, and no disagreement with a lock. Unavailability,
 * caps and home tables may have changed since: such entries are simply moved.
 */
export function checkPrevious(
  raw: unknown,
  m: number,
  ctx: PreviousContext,
  problems: string[],
): Previous {
  const prevSlot = new Int32Array(m).fill(-1);
  const prevTable = new Int32Array(m).fill(-1);
  let count = 0;
  if (raw === undefined) return { prevSlot, prevTable, count };
  if (!Array.isArray(raw)) {
    problems.push('previous must be an array');
    return { prevSlot, prevTable, count };
  }
  const first = new Map<number, number>();
  const byParticipant = new Map<string, number>();
  const byTable = new Map<string, number>();
  const seen = { first, list: 'previous', twice: 'is listed more than once' };
  raw.forEach((entry: unknown, i: number) => {
    const where = `previous[${i}]`;
    const read = readPlacement(entry, i, seen, ctx, problems, false);
    if (!read) return;
    const { e, slot, table } = read;
    let ok = read.ok;
    if (!ok || e === undefined || !isInt(slot) || !isInt(table)) return;
    const id = ctx.requestIds[e]!;
    const lock = ctx.lockOf.get(e);
    if (lock && (lock.slot !== slot || (lock.table >= 0 && lock.table !== table))) {
      problems.push(`${where}: request "${id}" is locked elsewhere than its previous place`);
      ok = false;
    }
    for (const q of [ctx.ea[e]!, ctx.eb[e]!]) {
      const key = `${q}:${slot}`;
      const other = byParticipant.get(key);
      if (other !== undefined) {
        problems.push(
          `${where}: "${ctx.names[q]}" is in previous requests "${ctx.requestIds[other]}" and "${id}" in slot ${slot}`,
        );
        ok = false;
      } else byParticipant.set(key, e);
    }
    const tk = `${slot}:${table}`;
    const other = byTable.get(tk);
    if (other !== undefined) {
      problems.push(
        `${where}: previous requests "${ctx.requestIds[other]}" and "${id}" share table ${table} in slot ${slot}`,
      );
      ok = false;
    } else byTable.set(tk, e);
    if (!ok) return;
    prevSlot[e] = slot;
    prevTable[e] = table;
    count++;
  });
  return { prevSlot, prevTable, count };
}
