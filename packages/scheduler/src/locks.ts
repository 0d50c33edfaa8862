/** Validation of `locked`: every problem with a lock is reported, nothing is dropped silently. */

export const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export interface LockContext {
  idIndex: ReadonlyMap<string, number>;
  requestIds: readonly string[];
  ea: readonly number[];
  eb: readonly number[];
  names: readonly string[];
  slots: number;
  tables: number;
  slotsOk: boolean;
  tablesOk: boolean;
  unavailable: (p: number, s: number) => boolean;
  home: Int32Array;
}

export interface CheckedLock {
  edge: number;
  slot: number;
  /** Table fixed by the lock itself, -1 when not given. */
  table: number;
}

/** What a placement list (`locked`, `previous`) needs to read one entry. */
export type PlacementContext = Pick<
  LockContext,
  'idIndex' | 'requestIds' | 'slots' | 'tables' | 'slotsOk' | 'tablesOk'
>;

/**
 * Reads entry `i` of a placement list (`locked[i]`, `previous[i]`): an object naming a known
 * request once, a slot in range and a table in range (optional when `tableOptional`). Every
 * problem goes to `problems`; null when the entry is not even an object.
 */
export function readPlacement(
  raw: unknown,
  i: number,
  seen: { first: Map<number, number>; list: string; twice: string },
  ctx: PlacementContext,
  problems: string[],
  tableOptional: boolean,
): { e: number | undefined; slot: unknown; table: unknown; ok: boolean } | null {
  const where = `${seen.list}[${i}]`;
  if (raw === null || typeof raw !== 'object') {
    problems.push(`${where} must be an object`);
    return null;
  }
  const entry = raw as { requestId?: unknown; slot?: unknown; table?: unknown };
  let ok = true;
  const e = typeof entry.requestId === 'string' ? ctx.idIndex.get(entry.requestId) : undefined;
  if (e === undefined) {
    problems.push(`${where}: unknown requestId ${JSON.stringify(entry.requestId)}`);
    ok = false;
  } else if (seen.first.has(e)) {
    problems.push(
      `${where}: request "${ctx.requestIds[e]}" ${seen.twice} (also ${seen.list}[${seen.first.get(e)}])`,
    );
    ok = false;
  } else seen.first.set(e, i);
  const { slot, table } = entry;
  if (!isInt(slot) || (ctx.slotsOk && (slot < 0 || slot >= ctx.slots))) {
    problems.push(`${where}: slot ${String(slot)} is out of range 0..${ctx.slots - 1}`);
    ok = false;
  }
  if (
    !(tableOptional && table === undefined) &&
    (!isInt(table) || (ctx.tablesOk && (table < 0 || table >= ctx.tables)))
  ) {
    problems.push(`${where}: table ${String(table)} is out of range 0..${ctx.tables - 1}`);
    ok = false;
  }
  return { e, slot, table, ok };
}

/** Returns the well-formed locks in input order; pushes every problem found to `problems`. */
export function checkLocks(locked: unknown, ctx: LockContext, problems: string[]): CheckedLock[] {
  if (locked === undefined) return [];
  if (!Array.isArray(locked)) {
    problems.push('locked must be an array');
    return [];
  }
  const good: CheckedLock[] = [];
  const firstLock = new Map<number, number>();
  const seen = { first: firstLock, list: 'locked', twice: 'is locked more than once' };
  locked.forEach((raw: unknown, i: number) => {
    const where = `locked[${i}]`;
    const read = readPlacement(raw, i, seen, ctx, problems, true);
    if (!read) return;
    const { e, slot, table } = read;
    let ok = read.ok;
    if (e === undefined || !isInt(slot) || (ctx.slotsOk && (slot < 0 || slot >= ctx.slots))) return;
    const id = ctx.requestIds[e];
    for (const p of [ctx.ea[e]!, ctx.eb[e]!]) {
      if (ctx.unavailable(p, slot)) {
        problems.push(
          `${where}: request "${id}" is locked in slot ${slot} but "${ctx.names[p]}" is unavailable then`,
        );
        ok = false;
      }
    }
    const ha = ctx.home[ctx.ea[e]!]!;
    const hb = ctx.home[ctx.eb[e]!]!;
    if (ha >= 0 && hb >= 0 && ha !== hb) {
      problems.push(
        `${where}: request "${id}" joins participants with different home tables (${ha} and ${hb})`,
      );
      ok = false;
    } else if (isInt(table) && ((ha >= 0 && ha !== table) || (hb >= 0 && hb !== table))) {
      problems.push(
        `${where}: request "${id}" is locked at table ${table} but its home table is ${Math.max(ha, hb)}`,
      );
      ok = false;
    }
    if (ok) good.push({ edge: e, slot, table: isInt(table) ? table : -1 });
  });
  checkClashes(good, ctx, problems);
  return good;
}

/** Two locks sharing a participant or a table in one slot, or more locks in a slot than tables. */
function checkClashes(locks: CheckedLock[], ctx: LockContext, problems: string[]): void {
  const byParticipant = new Map<string, number>();
  const byTable = new Map<string, number>();
  const perSlot = new Map<number, number>();
  for (const { edge: e, slot, table } of locks) {
    const id = ctx.requestIds[e];
    for (const p of [ctx.ea[e]!, ctx.eb[e]!]) {
      const key = `${p}:${slot}`;
      const other = byParticipant.get(key);
      if (other !== undefined) {
        problems.push(
          `locked requests "${ctx.requestIds[other]}" and "${id}" both need "${ctx.names[p]}" in slot ${slot}`,
        );
      } else byParticipant.set(key, e);
    }
    const home = Math.max(ctx.home[ctx.ea[e]!]!, ctx.home[ctx.eb[e]!]!);
    const t = table >= 0 ? table : home;
    if (t >= 0) {
      const key = `${slot}:${t}`;
      const other = byTable.get(key);
      if (other !== undefined) {
        problems.push(
          `locked requests "${ctx.requestIds[other]}" and "${id}" both need table ${t} in slot ${slot}`,
        );
      } else byTable.set(key, e);
    }
    perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
  }
  if (!ctx.tablesOk) return;
  for (const [slot, count] of [...perSlot].sort((x, y) => x[0] - y[0])) {
    if (count > ctx.tables)
      problems.push(`slot ${slot} has ${count} locked meetings but only ${ctx.tables} tables`);
  }
}
