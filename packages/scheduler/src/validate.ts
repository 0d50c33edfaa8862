/**
 * Independent checker: returns every way `result` breaks the rules of `instance` (empty = valid).
 * Checks placement rules, locks, caps, home tables, that each request is reported exactly once,
 * that every unscheduled reason matches its definition (see README), the bounds, and the stats.
 */
import type { ScheduleInstance, ScheduleResult } from './types.ts';

const REASONS = new Set(['CAPACITY', 'AVAILABILITY', 'PARTICIPANT_LIMIT', 'LOCKED_CONFLICT']);

export function validate(instance: ScheduleInstance, result: ScheduleResult): string[] {
  const problems: string[] = [];
  const { slots: S, tables: T, requests } = instance;
  const byId = new Map(requests.map((r) => [r.id, r]));
  const off = new Map<string, Set<number>>();
  for (const [p, list] of Object.entries(instance.unavailable ?? {})) off.set(p, new Set(list));
  const isOff = (p: string, s: number) => off.get(p)?.has(s) === true;
  const caps = instance.maxPerParticipant ?? {};
  const home = instance.homeTable ?? {};
  const locks = new Map((instance.locked ?? []).map((l) => [l.requestId, l]));
  const reported = new Set<string>();
  const who = new Map<string, string>(); // participant|slot -> request id
  const atTable = new Map<string, string>(); // slot|table -> request id
  const perSlot = new Map<number, number>();
  const load = new Map<string, number>();

  for (const { requestId: id, slot, table } of result.assignments) {
    const r = byId.get(id);
    if (r === undefined) {
      problems.push(`assignment of unknown request "${id}"`);
      continue;
    }
    if (reported.has(id)) problems.push(`request "${id}" reported more than once`);
    reported.add(id);
    if (!Number.isInteger(slot) || slot < 0 || slot >= S)
      problems.push(`request "${id}": slot ${slot} out of range`);
    if (!Number.isInteger(table) || table < 0 || table >= T)
      problems.push(`request "${id}": table ${table} out of range`);
    const tk = `${slot}|${table}`;
    if (atTable.has(tk))
      problems.push(
        `requests "${atTable.get(tk)}" and "${id}" share table ${table} in slot ${slot}`,
      );
    atTable.set(tk, id);
    perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
    for (const p of [r.a, r.b]) {
      const pk = `${p}|${slot}`;
      if (who.has(pk))
        problems.push(`"${p}" is in requests "${who.get(pk)}" and "${id}" in slot ${slot}`);
      who.set(pk, id);
      if (isOff(p, slot)) problems.push(`"${p}" is unavailable in slot ${slot} (request "${id}")`);
      if (home[p] !== undefined && home[p] !== table)
        problems.push(`"${p}" must sit at table ${home[p]} (request "${id}")`);
      load.set(p, (load.get(p) ?? 0) + 1);
    }
    const lock = locks.get(id);
    if (lock && (lock.slot !== slot || (lock.table !== undefined && lock.table !== table))) {
      problems.push(`locked request "${id}" moved to slot ${slot} table ${table}`);
    }
  }
  for (const [s, c] of perSlot)
    if (c > T) problems.push(`slot ${s} holds ${c} meetings for ${T} tables`);
  for (const [p, c] of load) {
    if (caps[p] !== undefined && c > caps[p])
      problems.push(`"${p}" has ${c} meetings, cap ${caps[p]}`);
  }
  const capReached = (p: string) => caps[p] !== undefined && (load.get(p) ?? 0) >= caps[p];

  for (const { requestId: id, reason } of result.unscheduled) {
    const r = byId.get(id);
    if (r === undefined) {
      problems.push(`unscheduled entry for unknown request "${id}"`);
      continue;
    }
    if (reported.has(id)) problems.push(`request "${id}" reported more than once`);
    reported.add(id);
    if (!REASONS.has(reason)) problems.push(`request "${id}": unknown reason ${String(reason)}`);
    if (locks.has(id) !== (reason === 'LOCKED_CONFLICT')) {
      problems.push(
        `request "${id}": ${locks.has(id) ? 'locked but not placed' : 'LOCKED_CONFLICT without a lock'}`,
      );
      continue;
    }
    if (reason === 'LOCKED_CONFLICT') {
      if (!capReached(r.a) && !capReached(r.b))
        problems.push(`request "${id}": LOCKED_CONFLICT but no cap is reached`);
      continue;
    }
    const ha = home[r.a];
    const hb = home[r.b];
    const need = ha ?? hb;
    const common: number[] = [];
    if (ha === undefined || hb === undefined || ha === hb) {
      for (let s = 0; s < S; s++) if (!isOff(r.a, s) && !isOff(r.b, s)) common.push(s);
    }
    const free = common.filter((s) => !who.has(`${r.a}|${s}`) && !who.has(`${r.b}|${s}`));
    let expected: string;
    if (common.length === 0) expected = 'AVAILABILITY';
    else if (capReached(r.a) || capReached(r.b)) expected = 'PARTICIPANT_LIMIT';
    else if (free.length === 0) expected = 'AVAILABILITY';
    else {
      expected = 'CAPACITY';
      for (const s of free) {
        const full = (perSlot.get(s) ?? 0) >= T;
        if (!full && (need === undefined || !atTable.has(`${s}|${need}`))) {
          problems.push(`request "${id}" is unscheduled but fits slot ${s}`);
        }
      }
    }
    if (reason !== expected)
      problems.push(`request "${id}": reason ${reason}, expected ${expected}`);
  }
  for (const r of requests)
    if (!reported.has(r.id)) problems.push(`request "${r.id}" is missing from the result`);

  const degree = new Map<string, number>();
  for (const r of requests) for (const p of [r.a, r.b]) degree.set(p, (degree.get(p) ?? 0) + 1);
  let delta = 0;
  for (const d of degree.values()) delta = Math.max(delta, d);
  const minSlots = requests.length === 0 ? 0 : Math.max(delta, Math.ceil(requests.length / T));
  if (result.bounds.minSlots !== minSlots)
    problems.push(`bounds.minSlots is ${result.bounds.minSlots}, expected ${minSlots}`);
  if (result.assignments.length > result.bounds.maxMeetings) {
    problems.push(
      `${result.assignments.length} meetings placed but bounds.maxMeetings is ${result.bounds.maxMeetings}`,
    );
  }
  checkStats(instance, result, degree, problems);
  return problems;
}

/** Recomputes placed, idle gaps, participants without a meeting and moved from the result. */
function checkStats(
  instance: ScheduleInstance,
  result: ScheduleResult,
  degree: Map<string, number>,
  problems: string[],
): void {
  const stats = result.stats as ScheduleResult['stats'] | undefined;
  if (stats === undefined) {
    problems.push('stats missing');
    return;
  }
  const S = instance.slots;
  const blocks: number[][] = [];
  const listed = new Set<number>();
  for (const block of instance.sessions ?? [Array.from({ length: S }, (_, s) => s)]) {
    blocks.push(block);
    for (const s of block) listed.add(s);
  }
  for (let s = 0; s < S; s++) if (!listed.has(s)) blocks.push([s]);
  const byId = new Map(instance.requests.map((r) => [r.id, r]));
  const slotsOf = new Map<string, Set<number>>();
  for (const { requestId, slot } of result.assignments) {
    const r = byId.get(requestId);
    if (!r) continue;
    for (const p of [r.a, r.b]) {
      const set = slotsOf.get(p) ?? new Set<number>();
      set.add(slot);
      slotsOf.set(p, set);
    }
  }
  let idle = 0;
  for (const set of slotsOf.values()) {
    for (const block of blocks) {
      const at = block.map((s) => set.has(s));
      const first = at.indexOf(true);
      if (first < 0) continue;
      const last = at.lastIndexOf(true);
      idle += at.slice(first, last + 1).filter((x) => !x).length;
    }
  }
  let without = 0;
  for (const p of degree.keys()) if (!slotsOf.has(p)) without++;
  const now = new Map(result.assignments.map((x) => [x.requestId, x]));
  let moved = 0;
  for (const prev of instance.previous ?? []) {
    const x = now.get(prev.requestId);
    if (!x || x.slot !== prev.slot || x.table !== prev.table) moved++;
  }
  const expected = {
    placed: result.assignments.length,
    idleGaps: idle,
    participantsWithoutMeeting: without,
    moved,
  };
  for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
    if (stats[key] !== expected[key])
      problems.push(`stats.${key} is ${stats[key]}, expected ${expected[key]}`);
  }
}
