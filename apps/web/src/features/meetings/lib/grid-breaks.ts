import { timeInZone } from '@matchday/shared';

type Range = { start: string; end: string };
type SlotLike = { index: number; start: string; end: string; session: number };

/** A line between two rows of the grid: a new session, a pause, lunch. */
export type GridBreak = { kind: 'session' | 'pause' | 'lunch'; label: string };

const MINUTE = 60_000;

/** A pause of half an hour or more beginning between 11:00 and 14:00 (event's zone) is lunch. */
function isLunch(r: Range, zone: string) {
  const hour = Number(timeInZone(r.start, zone).slice(0, 2));
  return Date.parse(r.end) - Date.parse(r.start) >= 30 * MINUTE && hour >= 11 && hour < 14;
}

const span = (r: Range, zone: string) => `${timeInZone(r.start, zone)}–${timeInZone(r.end, zone)}`;

/**
 * What comes before each slot's row, by slot index: the pauses (or lunch) that fall between it
 * and the slot before, and the start of a new session ("Session 2 · 13:00–16:00"). With one
 * session and no pauses nothing is shown.
 */
export function gridBreaks(
  slots: readonly SlotLike[],
  grid: { sessions: readonly Range[]; pauses: readonly Range[] },
  zone: string,
): Map<number, GridBreak[]> {
  const breaks = new Map<number, GridBreak[]>();
  const sessions = [...grid.sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const several = sessions.length > 1;
  slots.forEach((s, i) => {
    const prev = slots[i - 1];
    const here: GridBreak[] = [];
    if (prev) {
      const from = Date.parse(prev.end);
      const to = Date.parse(s.start);
      for (const p of grid.pauses) {
        if (Date.parse(p.start) >= from && Date.parse(p.end) <= to) {
          const lunch = isLunch(p, zone);
          here.push({
            kind: lunch ? 'lunch' : 'pause',
            label: `${lunch ? 'Lunch' : 'Pause'} · ${span(p, zone)}`,
          });
        }
      }
      if (s.session !== prev.session && !here.length && to - from >= 30 * MINUTE) {
        const gap = { start: prev.end, end: s.start };
        const lunch = isLunch(gap, zone);
        here.push({
          kind: lunch ? 'lunch' : 'pause',
          label: `${lunch ? 'Lunch' : 'Break'} · ${span(gap, zone)}`,
        });
      }
    }
    if (several && (!prev || s.session !== prev.session)) {
      const session = sessions[s.session];
      here.push({
        kind: 'session',
        label: `Session ${s.session + 1}${session ? ` · ${span(session, zone)}` : ''}`,
      });
    }
    if (here.length) breaks.set(s.index, here);
  });
  return breaks;
}
