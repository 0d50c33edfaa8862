/**
 * What a free cell of the schedule board is to the meeting being moved: free, unavailable to one
 * or both parties (their blackout), or already begun. Computed before the click, so the board
 * shows it and refuses the move without asking the server.
 */

export type Party = { id: string; name: string };
export type Blackout = { companyId: string; slots: readonly number[] };
export type CellSlot = { index: number; start: string };

export type CellState =
  { kind: 'free' } | { kind: 'begun' } | { kind: 'unavailable'; names: string[] };

/** Company id → the slot indexes it cannot attend. */
export function blackoutsByCompany(list: readonly Blackout[]): Map<string, Set<number>> {
  return new Map(list.map((b) => [b.companyId, new Set(b.slots)]));
}

/** A slot that has started (by `now`) comes first: nobody can meet in it any more. */
export function cellState(
  parties: readonly (Party | null | undefined)[],
  slot: CellSlot,
  blackouts: ReadonlyMap<string, ReadonlySet<number>>,
  now: number,
): CellState {
  if (Date.parse(slot.start) <= now) return { kind: 'begun' };
  const names = parties
    .filter((p): p is Party => !!p && !!blackouts.get(p.id)?.has(slot.index))
    .map((p) => p.name);
  return names.length ? { kind: 'unavailable', names } : { kind: 'free' };
}

/** The cell's accessible name: what it is, then where. */
export function cellLabel(state: CellState, where: string) {
  if (state.kind === 'begun') return `Already begun: ${where}`;
  if (state.kind === 'unavailable') return `Unavailable: ${state.names.join(' and ')}, ${where}`;
  return `Move here: ${where}`;
}

/** The short text shown in the cell. */
export function cellText(state: CellState) {
  if (state.kind === 'begun') return 'Already begun';
  if (state.kind === 'unavailable') return `Unavailable: ${state.names.join(', ')}`;
  return 'Move here';
}

/** Why a move into a cell of the slot `time` ("10:00–10:20") is refused, in words; null if not. */
export function refusalOf(state: CellState, time: string): string | null {
  if (state.kind === 'begun') return `The ${time} slot has already begun: choose a later one.`;
  if (state.kind === 'unavailable') {
    return `${state.names.join(' and ')} marked ${time} unavailable: choose another slot.`;
  }
  return null;
}
