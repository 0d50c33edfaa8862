import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveSlots,
  isTimeZone,
  scheduleGridInput,
  slotBlocks,
  type ScheduleGrid,
  type Slot,
  type TimeRange,
} from './schedule-grid.ts';
import { dateInZone, timeInZone } from './zoned-time.ts';

const MIN = 60_000;
const BASE = Date.UTC(2026, 4, 12, 7, 0);
const at = (minutes: number) => new Date(BASE + minutes * MIN).toISOString();
const ms = (iso: string) => Date.parse(iso);

const grid = (over: Partial<ScheduleGrid>): ScheduleGrid => ({
  sessions: [],
  pauses: [],
  meetingMinutes: 30,
  breakMinutes: 0,
  tables: 5,
  meetingPoints: [],
  maxMeetingsPerParticipant: null,
  ...over,
});

const issues = (input: unknown) =>
  scheduleGridInput.safeParse(input).error?.issues.map((i) => [i.path, i.message]) ?? [];

type Span = { start: number; end: number };
const spansOf = (list: TimeRange[]): Span[] =>
  list.map((r) => ({ start: ms(r.start), end: ms(r.end) })).sort((a, b) => a.start - b.start);
const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const span = (s: Slot): Span => ({ start: ms(s.start), end: ms(s.end) });

/**
 * Random valid grids: 1–4 sessions laid out in time order as minute offsets from BASE (each at
 * least one meeting long), 0–2 pauses inside each, meetings 5–120 min, breaks 0–30 min; the
 * sessions and pauses are handed over in a shuffled order.
 */
const validGrid: fc.Arbitrary<ScheduleGrid> = fc
  .record({
    meeting: fc.integer({ min: 5, max: 120 }),
    gap: fc.integer({ min: 0, max: 30 }),
    tables: fc.integer({ min: 1, max: 20 }),
    layout: fc.array(
      fc.record({
        before: fc.integer({ min: 0, max: 180 }),
        extra: fc.integer({ min: 0, max: 420 }),
        cuts: fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    order: fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
  })
  .map(({ meeting, gap, tables, layout, order }) => {
    const sessions: TimeRange[] = [];
    const pauses: TimeRange[] = [];
    let t = 0;
    for (const { before, extra, cuts } of layout) {
      const start = t + before;
      const length = meeting + extra;
      sessions.push({ start: at(start), end: at(start + length) });
      // Distinct minute offsets inside the session, paired into disjoint pauses.
      const points = [...new Set(cuts.map((c) => c % (length + 1)))].sort((a, b) => a - b);
      for (let k = 0; k + 1 < points.length; k += 2) {
        pauses.push({ start: at(start + points[k]!), end: at(start + points[k + 1]!) });
      }
      t = start + length;
    }
    const shuffle = <T>(list: T[]) =>
      list
        .map((item, i) => ({ item, key: order[i % order.length]! + i / 100 }))
        .sort((a, b) => a.key - b.key)
        .map((x) => x.item);
    return grid({
      sessions: shuffle(sessions),
      pauses: shuffle(pauses),
      meetingMinutes: meeting,
      breakMinutes: gap,
      tables,
    });
  });

describe('deriveSlots (fast-check over random valid grids)', () => {
  it('numbers slots 0..n-1 in strictly increasing start time, none overlapping another', () => {
    fc.assert(
      fc.property(validGrid, (g) => {
        const slots = deriveSlots(g);
        slots.forEach((s, i) => {
          expect(s.index).toBe(i);
          expect(ms(s.end) - ms(s.start)).toBe(g.meetingMinutes * MIN);
          expect(new Date(s.start).toISOString()).toBe(s.start);
          const next = slots[i + 1];
          if (next) {
            expect(ms(next.start)).toBeGreaterThan(ms(s.start));
            expect(ms(next.start)).toBeGreaterThanOrEqual(ms(s.end));
          }
        });
      }),
    );
  });

  it('puts each slot inside its session (sessions in time order) and outside every pause', () => {
    fc.assert(
      fc.property(validGrid, (g) => {
        const sessions = spansOf(g.sessions);
        const pauses = spansOf(g.pauses);
        for (const slot of deriveSlots(g)) {
          const session = sessions[slot.session]!;
          expect(ms(slot.start)).toBeGreaterThanOrEqual(session.start);
          expect(ms(slot.end)).toBeLessThanOrEqual(session.end);
          for (const p of pauses) expect(overlap(span(slot), p)).toBe(false);
        }
      }),
    );
  });

  it('keeps consecutive slots of a session at least meeting + break apart', () => {
    fc.assert(
      fc.property(validGrid, (g) => {
        const slots = deriveSlots(g);
        for (let i = 1; i < slots.length; i++) {
          if (slots[i]!.session !== slots[i - 1]!.session) continue;
          expect(ms(slots[i]!.start) - ms(slots[i - 1]!.start)).toBeGreaterThanOrEqual(
            (g.meetingMinutes + g.breakMinutes) * MIN,
          );
        }
      }),
    );
  });

  it('starts each slot as early as it can and leaves no room for another meeting: not after the last slot of a session, not before a pause', () => {
    // Every time in a grid is a whole minute from BASE, so trying each minute is exhaustive.
    fc.assert(
      fc.property(validGrid, (g) => {
        const meeting = g.meetingMinutes * MIN;
        const gap = g.breakMinutes * MIN;
        const pauses = spansOf(g.pauses);
        const slots = deriveSlots(g);
        spansOf(g.sessions).forEach((session, s) => {
          const mine = slots.filter((x) => x.session === s).map(span);
          // Each slot starts as early as it can: at the session's start, after the previous
          // meeting and its break, or at the end of a pause.
          mine.forEach((x, k) => {
            const earliest = [session.start, ...pauses.map((p) => p.end)];
            if (k > 0) earliest.push(mine[k - 1]!.end + gap);
            expect(earliest).toContain(x.start);
          });
          for (let t = session.start; t + meeting <= session.end; t += MIN) {
            const candidate = { start: t, end: t + meeting };
            if (pauses.some((p) => overlap(candidate, p))) continue;
            // Fits beside every slot of its session with the break on both sides?
            const fits = mine.every((x) => t >= x.end + gap || t + meeting + gap <= x.start);
            if (fits) {
              throw new Error(`room for a meeting at ${new Date(t).toISOString()} in session ${s}`);
            }
          }
        });
      }),
    );
  });

  it('does not depend on the order sessions and pauses are given in, nor on their offsets', () => {
    fc.assert(
      fc.property(validGrid, fc.integer({ min: -11, max: 13 }), (g, hours) => {
        const shift = (iso: string) => {
          const local = new Date(ms(iso) + hours * 3_600_000).toISOString().slice(0, 19);
          const sign = hours < 0 ? '-' : '+';
          return `${local}${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
        };
        const withOffsets = {
          ...g,
          sessions: [...g.sessions]
            .reverse()
            .map((r) => ({ start: shift(r.start), end: shift(r.end) })),
          pauses: [...g.pauses]
            .reverse()
            .map((r) => ({ start: shift(r.start), end: shift(r.end) })),
        };
        const parsed = scheduleGridInput.safeParse(withOffsets);
        const slots = deriveSlots(g);
        if (slots.length === 0) {
          expect(parsed.error?.issues.map((i) => i.message)).toEqual([
            'The pauses leave no room for a meeting',
          ]);
          return;
        }
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(deriveSlots(parsed.data!)).toEqual(slots);
      }),
    );
  });

  it('groups slots into blocks: the slots in order, one session each, split exactly at pauses', () => {
    fc.assert(
      fc.property(validGrid, (g) => {
        const slots = deriveSlots(g);
        const blocks = slotBlocks(g);
        const pauses = spansOf(g.pauses);
        expect(blocks.flat()).toEqual(slots.map((s) => s.index));
        const pauseBetween = (a: Slot, b: Slot) =>
          pauses.some((p) => p.start < ms(b.start) && p.end > ms(a.end));
        for (const block of blocks) {
          expect(block.length).toBeGreaterThan(0);
          for (let k = 1; k < block.length; k++) {
            const a = slots[block[k - 1]!]!;
            const b = slots[block[k]!]!;
            expect(b.session).toBe(a.session);
            expect(pauseBetween(a, b)).toBe(false);
          }
        }
        for (let k = 1; k < blocks.length; k++) {
          const a = slots[blocks[k - 1]!.at(-1)!]!;
          const b = slots[blocks[k]![0]!]!;
          expect(a.session !== b.session || pauseBetween(a, b)).toBe(true);
        }
      }),
    );
  });
});

describe('deriveSlots examples', () => {
  it('jumps over a lunch pause and resumes at its end, the break counted after each meeting', () => {
    const g = grid({
      sessions: [{ start: at(0), end: at(300) }],
      pauses: [{ start: at(100), end: at(160) }],
      meetingMinutes: 30,
      breakMinutes: 10,
    });
    const starts = deriveSlots(g).map((s) => (ms(s.start) - BASE) / MIN);
    expect(starts).toEqual([0, 40, 160, 200, 240]);
    expect(slotBlocks(g)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
  });

  it('numbers sessions in time order whatever order they are given in', () => {
    const g = grid({
      sessions: [
        { start: at(600), end: at(660) },
        { start: at(0), end: at(60) },
      ],
      meetingMinutes: 30,
    });
    expect(deriveSlots(g).map((s) => [s.index, s.session, (ms(s.start) - BASE) / MIN])).toEqual([
      [0, 0, 0],
      [1, 0, 30],
      [2, 1, 600],
      [3, 1, 630],
    ]);
    expect(slotBlocks(g)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('refuses a grid it cannot step through rather than looping for ever', () => {
    expect(() =>
      deriveSlots(grid({ sessions: [{ start: at(0), end: at(60) }], meetingMinutes: 0 })),
    ).toThrow(RangeError);
  });
});

describe('daylight saving time (Europe/Stockholm)', () => {
  const zone = 'Europe/Stockholm';

  it('spring forward, Sunday 29 March 2026 (02:00 → 03:00): an hour apart in real time, 01:00 then 03:00 on the wall', () => {
    const g = scheduleGridInput.parse({
      // 01:00–04:00 local: 01:00 is still winter time (+01:00), 04:00 already summer time (+02:00).
      sessions: [{ start: '2026-03-29T01:00:00+01:00', end: '2026-03-29T04:00:00+02:00' }],
      meetingMinutes: 60,
      tables: 2,
    });
    expect(g.sessions[0]).toEqual({
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-29T02:00:00.000Z',
    });
    const slots = deriveSlots(g);
    expect(slots.map((s) => [s.start, s.end])).toEqual([
      ['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z'],
      ['2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z'],
    ]);
    expect(ms(slots[1]!.start) - ms(slots[0]!.start)).toBe(60 * MIN);
    expect(slots.map((s) => timeInZone(s.start, zone))).toEqual(['01:00', '03:00']);
    expect(slots.map((s) => timeInZone(s.end, zone))).toEqual(['03:00', '04:00']);
    expect(dateInZone(slots[0]!.start, zone)).toBe('29 Mar 2026');
  });

  it('fall back, Sunday 25 October 2026 (03:00 → 02:00): 02:00 shows twice, still an hour apart', () => {
    const g = scheduleGridInput.parse({
      sessions: [{ start: '2026-10-25T01:00:00+02:00', end: '2026-10-25T04:00:00+01:00' }],
      meetingMinutes: 60,
      tables: 2,
    });
    const slots = deriveSlots(g);
    expect(slots).toHaveLength(4);
    for (let i = 1; i < slots.length; i++) {
      expect(ms(slots[i]!.start) - ms(slots[i - 1]!.start)).toBe(60 * MIN);
    }
    expect(slots.map((s) => timeInZone(s.start, zone))).toEqual([
      '01:00',
      '02:00',
      '02:00',
      '03:00',
    ]);
    expect(slots.map((s) => dateInZone(s.start, zone))).toEqual(Array(4).fill('25 Oct 2026'));
    // The first slot starts on the 24th in UTC but on the 25th in Stockholm.
    expect(slots[0]!.start).toBe('2026-10-24T23:00:00.000Z');
  });
});

describe('time display and zones', () => {
  it('shows 24 h times and en-GB dates in the zone', () => {
    expect(timeInZone('2026-06-01T07:40:00Z', 'Europe/Stockholm')).toBe('09:40');
    expect(timeInZone('2026-06-01T23:05:00Z', 'UTC')).toBe('23:05');
    expect(timeInZone('2026-06-01T00:00:00Z', 'UTC')).toBe('00:00');
    expect(dateInZone('2026-09-30T22:30:00Z', 'Europe/Stockholm')).toBe('1 Oct 2026');
    expect(dateInZone('2026-09-30T22:30:00Z', 'America/New_York')).toBe('30 Sep 2026');
  });

  it('knows IANA zones and refuses anything else', () => {
    for (const name of ['UTC', 'Europe/Stockholm', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1']) {
      expect(isTimeZone(name)).toBe(true);
    }
    for (const name of ['Mars/Base', '', '+01:00', 'Europe/', 'CEST ', 'not a zone']) {
      expect(isTimeZone(name)).toBe(false);
    }
  });
});

describe('scheduleGridInput', () => {
  const day = (h: number, m = 0) =>
    `2026-06-01T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`;
  const valid = {
    sessions: [
      { start: day(9), end: day(12) },
      { start: day(13), end: day(17) },
    ],
    meetingMinutes: 30,
    tables: 3,
  };

  it('fills the defaults, reads GraphQL nulls as absent and normalises instants', () => {
    const parsed = scheduleGridInput.parse({
      ...valid,
      sessions: [{ start: '2026-06-01T11:00+02:00', end: '2026-06-01T14:00:00.000+02:00' }],
      pauses: null,
      breakMinutes: null,
      meetingPoints: null,
      maxMeetingsPerParticipant: null,
    });
    expect(parsed).toEqual({
      sessions: [{ start: '2026-06-01T09:00:00.000Z', end: '2026-06-01T12:00:00.000Z' }],
      pauses: [],
      meetingMinutes: 30,
      breakMinutes: 0,
      tables: 3,
      meetingPoints: [],
      maxMeetingsPerParticipant: null,
    });
    expect(scheduleGridInput.parse(valid).pauses).toEqual([]);
    expect(
      scheduleGridInput.parse({
        ...valid,
        meetingPoints: [' A1 ', 'A2', 'A3'],
        maxMeetingsPerParticipant: 8,
      }),
    ).toMatchObject({ meetingPoints: ['A1', 'A2', 'A3'], maxMeetingsPerParticipant: 8 });
  });

  it('refuses a time without an offset: it names no instant', () => {
    expect(
      issues({ ...valid, sessions: [{ start: '2026-06-01T09:00:00', end: day(12) }] }),
    ).toEqual([
      [
        ['sessions', 0, 'start'],
        'Enter a date and time with Z or an offset, such as 2026-03-29T09:00:00Z',
      ],
    ]);
  });

  it('names the session that ends before it starts, and sessions that overlap', () => {
    expect(
      issues({ ...valid, sessions: [valid.sessions[0], { start: day(14), end: day(13, 30) }] }),
    ).toEqual([[['sessions', 1, 'end'], 'Session 2 ends after it starts']]);
    expect(
      issues({ ...valid, sessions: [valid.sessions[0], { start: day(11), end: day(15) }] }),
    ).toEqual([[['sessions', 1], 'Session 2 overlaps session 1']]);
    expect(issues({ ...valid, sessions: [] })).toEqual([
      [['sessions'], 'Add at least one session'],
    ]);
  });

  it('names overlapping pauses and a pause outside every session', () => {
    expect(
      issues({
        ...valid,
        pauses: [
          { start: day(10), end: day(10, 30) },
          { start: day(10, 15), end: day(10, 45) },
        ],
      }),
    ).toEqual([[['pauses', 1], 'Pause 2 overlaps pause 1']]);
    expect(issues({ ...valid, pauses: [{ start: day(12, 30), end: day(13, 30) }] })).toEqual([
      [['pauses', 0], 'Pause 1 lies outside every session'],
    ]);
    expect(issues({ ...valid, pauses: [{ start: day(11), end: day(10) }] })).toEqual([
      [['pauses', 0, 'end'], 'Pause 1 ends after it starts'],
    ]);
  });

  it('refuses meetings longer than a session', () => {
    expect(
      issues({
        ...valid,
        meetingMinutes: 45,
        sessions: [valid.sessions[0], { start: day(13), end: day(13, 30) }],
      }),
    ).toEqual([[['meetingMinutes'], 'Meetings (45 min) are longer than session 2 (30 min)']]);
  });

  it('wants at least one table and a name for every table or none', () => {
    expect(issues({ ...valid, tables: 0 })).toEqual([[['tables'], 'At least one table']]);
    expect(issues({ ...valid, meetingPoints: ['A', 'B'] })).toEqual([
      [['meetingPoints'], 'Name all 3 tables or none (2 names given)'],
    ]);
    expect(issues({ ...valid, meetingPoints: ['A', 'B', 'a'] })).toEqual([
      [['meetingPoints', 2], 'The meeting point "a" is named twice'],
    ]);
    expect(issues({ ...valid, meetingPoints: ['A', '  ', 'C'] })).toEqual([
      [['meetingPoints', 1], 'Name the meeting point'],
    ]);
  });

  it('checks the numbers: whole minutes in range, a cap of 1..100', () => {
    expect(issues({ ...valid, meetingMinutes: 4 })).toEqual([
      [['meetingMinutes'], 'The meeting length is at least 5 minutes'],
    ]);
    expect(issues({ ...valid, meetingMinutes: 12.5 })).toEqual([
      [['meetingMinutes'], 'Give the meeting length in whole minutes'],
    ]);
    expect(issues({ ...valid, breakMinutes: 121 })).toEqual([
      [['breakMinutes'], 'The break between meetings is at most 120 minutes'],
    ]);
    expect(issues({ ...valid, maxMeetingsPerParticipant: 0 })).toEqual([
      [['maxMeetingsPerParticipant'], 'The cap is at least 1 meeting'],
    ]);
  });

  it('refuses a grid whose pauses leave no room, or one with too many slots', () => {
    expect(
      issues({
        ...valid,
        sessions: [{ start: day(9), end: day(10) }],
        pauses: [{ start: day(9, 20), end: day(9, 40) }],
        meetingMinutes: 30,
      }),
    ).toEqual([[['pauses'], 'The pauses leave no room for a meeting']]);
    const days = Array.from({ length: 10 }, (_, d) => ({
      start: `2026-06-${String(d + 1).padStart(2, '0')}T00:00:00Z`,
      end: `2026-06-${String(d + 1).padStart(2, '0')}T23:00:00Z`,
    }));
    expect(issues({ ...valid, sessions: days, meetingMinutes: 5 })).toEqual([
      [
        ['meetingMinutes'],
        'The grid makes 2760 slots; at most 2000. Use longer meetings or fewer sessions',
      ],
    ]);
    expect(
      issues({ ...valid, sessions: [{ start: day(0), end: '2026-06-02T01:00:00Z' }] }),
    ).toEqual([[['sessions', 0, 'end'], 'Session 1 lasts more than 24 hours; split it by day']]);
  });
});
