import { useCallback, useMemo } from 'react';
import {
  blackoutsByCompany,
  cellState,
  type Blackout,
  type CellSlot,
  type CellState,
} from '../lib/cell-state.ts';
import type { BoardMeeting } from '../components/admin/MeetingCard.tsx';
import { useNow } from './useNow.ts';

/** The state of a slot's free cells for the meeting being moved (free when none is). */
export function useCellStates(
  moving: BoardMeeting | undefined,
  blackouts: readonly Blackout[] | undefined,
): (slot: CellSlot) => CellState {
  const now = useNow(30_000);
  const byCompany = useMemo(() => blackoutsByCompany(blackouts ?? []), [blackouts]);
  return useCallback(
    (slot: CellSlot) =>
      moving
        ? cellState([moving.startup, moving.corporate], slot, byCompany, now)
        : { kind: 'free' },
    [moving, byCompany, now],
  );
}
