import { deriveSlots } from '@matchday/shared';
import { describe, expect, it } from 'vitest';
import { gridBreaks } from './grid-breaks.ts';

const at = (hm: string) => `2026-12-01T${hm}:00.000Z`;
const grid = (sessions: [string, string][], pauses: [string, string][]) => ({
  sessions: sessions.map(([s, e]) => ({ start: at(s), end: at(e) })),
  pauses: pauses.map(([s, e]) => ({ start: at(s), end: at(e) })),
  meetingMinutes: 20,
  breakMinutes: 0,
  tables: 2,
  meetingPoints: [],
  maxMeetingsPerParticipant: null,
});

describe('gridBreaks', () => {
  it('shows nothing for one session without pauses', () => {
    const g = grid([['09:00', '10:00']], []);
    expect(gridBreaks(deriveSlots(g), g, 'UTC').size).toBe(0);
  });

  it('marks a coffee pause and lunch where they fall, by the event’s zone', () => {
    const g = grid(
      [['09:00', '14:00']],
      [
        ['10:00', '10:20'],
        ['12:00', '13:00'],
      ],
    );
    const slots = deriveSlots(g);
    const breaks = gridBreaks(slots, g, 'UTC');
    const after = (hm: string) => breaks.get(slots.find((s) => s.start === at(hm))!.index);
    expect(after('10:20')).toEqual([{ kind: 'pause', label: 'Pause · 10:00–10:20' }]);
    expect(after('13:00')).toEqual([{ kind: 'lunch', label: 'Lunch · 12:00–13:00' }]);
    // In Stockholm (UTC+1 in December) the same pause begins at 13:00 local: still lunch.
    const local = gridBreaks(slots, g, 'Europe/Stockholm');
    expect(local.get(slots.find((s) => s.start === at('13:00'))!.index)).toEqual([
      { kind: 'lunch', label: 'Lunch · 13:00–14:00' },
    ]);
  });

  it('heads each of several sessions, with the gap between them', () => {
    const g = grid(
      [
        ['08:00', '09:00'],
        ['13:00', '14:00'],
      ],
      [],
    );
    const slots = deriveSlots(g);
    const breaks = gridBreaks(slots, g, 'UTC');
    expect(breaks.get(0)).toEqual([{ kind: 'session', label: 'Session 1 · 08:00–09:00' }]);
    expect(breaks.get(3)).toEqual([
      { kind: 'pause', label: 'Break · 09:00–13:00' },
      { kind: 'session', label: 'Session 2 · 13:00–14:00' },
    ]);
  });
});
