/** Validates a ScheduleInstance and converts it to the compact Model (or throws ScheduleInputError). */
import { ScheduleInputError } from './errors.ts';
import { checkPrevious, checkSessions } from './extras.ts';
import { checkLocks, isInt } from './locks.ts';
import { NO_CAP, type Model } from './model.ts';
import type { ScheduleInstance } from './types.ts';

type Raw = Partial<Record<keyof ScheduleInstance, unknown>>;

function entries(value: unknown, field: string, problems: string[]): [string, unknown][] {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`${field} must be an object keyed by participant`);
    return [];
  }
  return Object.entries(value as Record<string, unknown>);
}

export function parseInstance(instance: ScheduleInstance): Model {
  const raw = (instance ?? {}) as Raw;
  const problems: string[] = [];
  const S = raw.slots as number;
  const T = raw.tables as number;
  const slotsOk = isInt(S) && S > 0;
  const tablesOk = isInt(T) && T > 0;
  if (!slotsOk) problems.push(`slots must be a positive integer (got ${String(raw.slots)})`);
  if (!tablesOk) problems.push(`tables must be a positive integer (got ${String(raw.tables)})`);

  // Requests and participants.
  const requests: unknown[] = Array.isArray(raw.requests) ? raw.requests : [];
  if (!Array.isArray(raw.requests)) problems.push('requests must be an array');
  const idIndex = new Map<string, number>();
  const nameIndex = new Map<string, number>();
  const names: string[] = [];
  const requestIds: string[] = [];
  const ea: number[] = [];
  const eb: number[] = [];
  const prio: number[] = [];
  const person = (name: string): number => {
    let p = nameIndex.get(name);
    if (p === undefined) {
      p = names.length;
      nameIndex.set(name, p);
      names.push(name);
    }
    return p;
  };
  requests.forEach((r0, i) => {
    const r = (r0 ?? {}) as { id?: unknown; a?: unknown; b?: unknown; priority?: unknown };
    const id = r.id;
    if (typeof id !== 'string' || id === '')
      problems.push(`requests[${i}]: id must be a non-empty string`);
    else if (idIndex.has(id))
      problems.push(
        `requests[${i}]: duplicate request id "${id}" (first at requests[${idIndex.get(id)}])`,
      );
    else idIndex.set(id, i);
    const label = typeof id === 'string' ? `request "${id}"` : `requests[${i}]`;
    if (typeof r.a !== 'string' || r.a === '')
      problems.push(`${label}: a must be a non-empty string`);
    if (typeof r.b !== 'string' || r.b === '')
      problems.push(`${label}: b must be a non-empty string`);
    if (typeof r.a === 'string' && r.a === r.b)
      problems.push(`${label}: a and b are the same participant "${r.a}"`);
    const pr = r.priority;
    if (pr !== undefined && (typeof pr !== 'number' || !Number.isFinite(pr))) {
      problems.push(`${label}: priority must be a finite number`);
    }
    requestIds.push(typeof id === 'string' ? id : `#${i}`);
    ea.push(person(typeof r.a === 'string' ? r.a : ''));
    eb.push(person(typeof r.b === 'string' ? r.b : ''));
    prio.push(typeof pr === 'number' && Number.isFinite(pr) ? pr : 1);
  });
  const n = names.length;
  const m = requestIds.length;

  // Unavailability.
  const off = new Set<string>();
  let avail: Uint8Array | null = null;
  for (const [name, list] of entries(raw.unavailable, 'unavailable', problems)) {
    if (!Array.isArray(list)) {
      problems.push(`unavailable["${name}"] must be an array of slots`);
      continue;
    }
    const p = nameIndex.get(name);
    for (const s of list as unknown[]) {
      if (!isInt(s) || (slotsOk && (s < 0 || s >= S))) {
        problems.push(
          `unavailable["${name}"]: slot ${String(s)} is out of range 0..${slotsOk ? S - 1 : '?'}`,
        );
      } else if (p !== undefined && slotsOk) {
        avail ??= new Uint8Array(n * S).fill(1);
        avail[p * S + s] = 0;
        off.add(`${p}:${s}`);
      }
    }
  }

  // Caps and home tables.
  const cap = new Int32Array(n).fill(NO_CAP);
  let hasCaps = false;
  for (const [name, c] of entries(raw.maxPerParticipant, 'maxPerParticipant', problems)) {
    if (!isInt(c) || c < 0)
      problems.push(
        `maxPerParticipant["${name}"] must be a non-negative integer (got ${String(c)})`,
      );
    const p = nameIndex.get(name);
    if (p !== undefined && isInt(c) && c >= 0) {
      cap[p] = Math.min(c, NO_CAP);
      hasCaps = true;
    }
  }
  const home = new Int32Array(n).fill(-1);
  let hasHome = false;
  for (const [name, t] of entries(raw.homeTable, 'homeTable', problems)) {
    if (!isInt(t) || (tablesOk && (t < 0 || t >= T))) {
      problems.push(
        `homeTable["${name}"]: table ${String(t)} is out of range 0..${tablesOk ? T - 1 : '?'}`,
      );
      continue;
    }
    const p = nameIndex.get(name);
    if (p !== undefined) {
      home[p] = t;
      hasHome = true;
    }
  }

  const locks = checkLocks(
    raw.locked,
    {
      idIndex,
      requestIds,
      ea,
      eb,
      names,
      slots: S,
      tables: T,
      slotsOk,
      tablesOk,
      home,
      unavailable: (p, s) => off.has(`${p}:${s}`),
    },
    problems,
  );
  const sessions = checkSessions(raw.sessions, S, slotsOk, problems);
  const previous = checkPrevious(
    raw.previous,
    m,
    {
      idIndex,
      requestIds,
      ea,
      eb,
      names,
      slots: S,
      tables: T,
      slotsOk,
      tablesOk,
      lockOf: new Map(locks.map((l) => [l.edge, { slot: l.slot, table: l.table }])),
    },
    problems,
  );
  if (problems.length > 0) throw new ScheduleInputError(problems);

  // Locks beyond a participant's cap are dropped (LOCKED_CONFLICT), first come first kept.
  const lockSlot = new Int32Array(m).fill(-1);
  const lockTable = new Int32Array(m).fill(-1);
  const lockDropped = new Uint8Array(m);
  const locked: number[] = [];
  const lockLoad = new Int32Array(n);
  for (const { edge: e, slot, table } of locks) {
    const a = ea[e]!;
    const b = eb[e]!;
    if (lockLoad[a]! >= cap[a]! || lockLoad[b]! >= cap[b]!) {
      lockDropped[e] = 1;
      continue;
    }
    lockLoad[a]!++;
    lockLoad[b]!++;
    lockSlot[e] = slot;
    lockTable[e] = table;
    locked.push(e);
  }

  // Required tables (lock table or home table), compressed to 0..R-1.
  const tableIndex = new Map<number, number>();
  const reqTable = new Int32Array(m).fill(-1);
  const blocked = new Uint8Array(m);
  for (let e = 0; e < m; e++) {
    const ha = home[ea[e]!]!;
    const hb = home[eb[e]!]!;
    if (ha >= 0 && hb >= 0 && ha !== hb) blocked[e] = 1;
    const t = lockTable[e]! >= 0 ? lockTable[e]! : Math.max(ha, hb);
    if (t < 0 || blocked[e] === 1) continue;
    let k = tableIndex.get(t);
    if (k === undefined) tableIndex.set(t, (k = tableIndex.size));
    reqTable[e] = k;
  }
  const tableNo = new Int32Array(tableIndex.size);
  for (const [t, k] of tableIndex) tableNo[k] = t;

  const adjStart = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    adjStart[ea[e]! + 1]!++;
    adjStart[eb[e]! + 1]!++;
  }
  for (let p = 0; p < n; p++) adjStart[p + 1]! += adjStart[p]!;
  const fill = adjStart.slice(0, n);
  const adjEdge = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    adjEdge[fill[ea[e]!]!++] = e;
    adjEdge[fill[eb[e]!]!++] = e;
  }

  return {
    slots: S,
    tables: T,
    slotCap: Math.min(T, n >> 1),
    n,
    m,
    requestIds,
    names,
    ea: Int32Array.from(ea),
    eb: Int32Array.from(eb),
    prio: Float64Array.from(prio),
    uniformPrio: prio.every((x) => x === prio[0]),
    adjStart,
    adjEdge,
    avail,
    cap,
    hasCaps,
    home,
    hasHome,
    reqTable,
    tableNo,
    blocked,
    lockSlot,
    lockDropped,
    lockedEdges: Int32Array.from(locked),
    ...sessions,
    prevSlot: previous.prevSlot,
    prevTable: previous.prevTable,
    previousCount: previous.count,
  };
}
