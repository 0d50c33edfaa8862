/** Exact optimum with HiGHS (MIP over x[e][s] = request e in slot s), for tests only. */
import type { ScheduleInstance } from '../src/types.ts';

export type Highs = { solve(lp: string, options?: Record<string, unknown>): HighsSolution };
type HighsSolution = {
  Status: string;
  ObjectiveValue: number;
  Columns: Record<string, { Primal: number }>;
};

export async function loadHighs(): Promise<Highs> {
  return (await (await import('highs')).default()) as unknown as Highs;
}

export interface ExactOptions {
  /** Objective weight per request id (default 1 each). */
  weight?: (id: string, priority: number) => number;
  /** Force exactly this many meetings. */
  exactCount?: number;
  /** Maximise the participants with at least one meeting instead (use with exactCount). */
  coverage?: boolean;
  timeLimit?: number;
  /** Extra HiGHS options. */
  options?: Record<string, unknown>;
}

export interface ExactResult {
  status: string;
  objective: number;
  count: number;
  /** Participants (with ≥ 1 request) without a meeting in the solution. */
  uncovered: number;
}

/** Solves the instance to optimality (locks must all be keepable; caps, home tables supported). */
export function exactOptimum(
  highs: Highs,
  inst: ScheduleInstance,
  opts: ExactOptions = {},
): ExactResult {
  const { slots: S, tables: T } = inst;
  const off = new Map(Object.entries(inst.unavailable ?? {}).map(([p, l]) => [p, new Set(l)]));
  const home = inst.homeTable ?? {};
  // Locks beyond a cap are dropped in input order (LOCKED_CONFLICT), as the scheduler does.
  const caps = inst.maxPerParticipant ?? {};
  const lockLoad = new Map<string, number>();
  const dropped = new Set<string>();
  const locks = new Map<string, { slot: number; table?: number }>();
  const byId = new Map(inst.requests.map((r) => [r.id, r]));
  for (const l of inst.locked ?? []) {
    const r = byId.get(l.requestId)!;
    if ([r.a, r.b].some((p) => (lockLoad.get(p) ?? 0) >= (caps[p] ?? Infinity))) {
      dropped.add(l.requestId);
      continue;
    }
    for (const p of [r.a, r.b]) lockLoad.set(p, (lockLoad.get(p) ?? 0) + 1);
    locks.set(l.requestId, l);
  }
  const vars: { name: string; e: number; s: number }[] = [];
  const byParticipantSlot = new Map<string, string[]>();
  const bySlot: string[][] = Array.from({ length: S }, () => []);
  const byTableSlot = new Map<string, string[]>();
  const byParticipant = new Map<string, string[]>();
  const rows: string[] = [];
  const objective: string[] = [];
  const push = <K>(map: Map<K, string[]>, key: K, v: string) => {
    const list = map.get(key);
    if (list) list.push(v);
    else map.set(key, [v]);
  };
  inst.requests.forEach((r, e) => {
    const ha = home[r.a];
    const hb = home[r.b];
    if ((ha !== undefined && hb !== undefined && ha !== hb) || dropped.has(r.id)) return;
    const lock = locks.get(r.id);
    const table = lock?.table ?? ha ?? hb;
    const mine: string[] = [];
    for (let s = 0; s < S; s++) {
      if (off.get(r.a)?.has(s) || off.get(r.b)?.has(s)) continue;
      if (lock && lock.slot !== s) continue;
      const name = `x${e}_${s}`;
      vars.push({ name, e, s });
      mine.push(name);
      push(byParticipantSlot, `${r.a}|${s}`, name);
      push(byParticipantSlot, `${r.b}|${s}`, name);
      bySlot[s]!.push(name);
      if (table !== undefined) push(byTableSlot, `${s}|${table}`, name);
      push(byParticipant, r.a, name);
      push(byParticipant, r.b, name);
      const w = opts.weight ? opts.weight(r.id, r.priority ?? 1) : 1;
      if (!opts.coverage) objective.push(`${w} ${name}`);
    }
    if (mine.length === 0) return;
    rows.push(`${mine.join(' + ')} ${lock ? '= 1' : '<= 1'}`);
  });
  for (const list of byParticipantSlot.values())
    if (list.length > 1) rows.push(`${list.join(' + ')} <= 1`);
  for (const list of byTableSlot.values())
    if (list.length > 1) rows.push(`${list.join(' + ')} <= 1`);
  for (const list of bySlot) if (list.length > T) rows.push(`${list.join(' + ')} <= ${T}`);
  for (const [p, cap] of Object.entries(inst.maxPerParticipant ?? {})) {
    const list = byParticipant.get(p);
    if (list && list.length > cap) rows.push(`${list.join(' + ')} <= ${cap}`);
  }
  if (opts.exactCount !== undefined && vars.length > 0)
    rows.push(`${vars.map((v) => v.name).join(' + ')} = ${opts.exactCount}`);
  const people = [...new Set(inst.requests.flatMap((r) => [r.a, r.b]))];
  const covers: string[] = [];
  if (opts.coverage) {
    people.forEach((p, i) => {
      const list = byParticipant.get(p);
      if (!list) return;
      covers.push(`y${i}`);
      objective.push(`1 y${i}`);
      rows.push(`y${i} - ${list.join(' - ')} <= 0`);
    });
  }
  if (vars.length === 0)
    return { status: 'Optimal', objective: 0, count: 0, uncovered: people.length };
  const lp = [
    'Maximize',
    ` obj: ${objective.join(' + ')}`,
    'Subject To',
    ...rows.map((r, i) => ` c${i}: ${r}`),
    'Binary',
    ` ${[...vars.map((v) => v.name), ...covers].join(' ')}`,
    'End',
  ].join('\n');
  const sol = highs.solve(lp, {
    output_flag: false,
    ...(opts.timeLimit ? { time_limit: opts.timeLimit } : {}),
    ...opts.options,
  });
  let count = 0;
  const met = new Set<string>();
  for (const v of vars) {
    if ((sol.Columns[v.name]?.Primal ?? 0) <= 0.5) continue;
    count++;
    const r = inst.requests[v.e]!;
    met.add(r.a);
    met.add(r.b);
  }
  return {
    status: sol.Status,
    objective: sol.ObjectiveValue,
    count,
    uncovered: people.length - met.size,
  };
}
