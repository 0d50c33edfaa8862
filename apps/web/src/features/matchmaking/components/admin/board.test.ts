import { describe, expect, it } from 'vitest';
import { boardCounters, needCounts, pendingFirst, ranked, runText, splitReasons } from './board.ts';

type State = 'PROPOSED' | 'SUGGESTED' | 'SELECTED' | 'DECLINED' | 'CONFIRMED' | 'REFUSED';
const m = (
  needId: string | null,
  state: State,
  choice: 'MUST_MEET' | 'MEET' | 'NO_THANKS' | null = null,
) => ({
  state,
  choice,
  need: needId ? { id: needId } : null,
});

describe('boardCounters', () => {
  const needs = [
    { id: 'inspection', state: 'PUBLISHED' as const, wantedMeetings: 3 },
    { id: 'flex', state: 'PUBLISHED' as const, wantedMeetings: 2 },
    { id: 'draft', state: 'DRAFT' as const, wantedMeetings: 5 },
    { id: 'closed', state: 'CLOSED' as const, wantedMeetings: 5 },
  ];

  it('counts what waits on whom, and the published needs short of live suggestions', () => {
    const matches = [
      // inspection: 3 wanted, 3 live (suggested, selected, confirmed) → not short
      m('inspection', 'SUGGESTED'),
      m('inspection', 'SELECTED', 'MUST_MEET'),
      m('inspection', 'CONFIRMED', 'MEET'),
      m('inspection', 'DECLINED', 'NO_THANKS'),
      m('inspection', 'PROPOSED'),
      // flex: 2 wanted, proposals and a refusal do not count → short
      m('flex', 'PROPOSED'),
      m('flex', 'PROPOSED'),
      m('flex', 'REFUSED', 'MEET'),
      m('flex', 'SUGGESTED'),
      // an accepted pairing request without a need
      m(null, 'CONFIRMED'),
    ];
    const requests = [
      { state: 'PENDING' as const },
      { state: 'ACCEPTED' as const },
      { state: 'PENDING' as const },
    ];
    expect(boardCounters(needs, matches, requests)).toEqual({
      needsShort: 1,
      awaitingCorporate: 2,
      awaitingStartup: 1,
      confirmed: 2,
      pendingRequests: 2,
      proposed: 3,
      publishedNeeds: 2,
    });
  });

  it('drafts and closed needs are never short; nothing at all is all zeros', () => {
    expect(boardCounters(needs.slice(2), [], [])).toEqual({
      needsShort: 0,
      awaitingCorporate: 0,
      awaitingStartup: 0,
      confirmed: 0,
      pendingRequests: 0,
      proposed: 0,
      publishedNeeds: 0,
    });
    expect(boardCounters(needs, [], []).needsShort).toBe(2);
  });

  it('a need with exactly as many live suggestions as wanted is not short', () => {
    const one = [{ id: 'n', state: 'PUBLISHED' as const, wantedMeetings: 2 }];
    expect(boardCounters(one, [m('n', 'SUGGESTED')], []).needsShort).toBe(1);
    expect(
      boardCounters(one, [m('n', 'SUGGESTED'), m('n', 'SELECTED', 'MEET')], []).needsShort,
    ).toBe(0);
  });
});

describe('needCounts', () => {
  it('per need: proposed apart, suggested = shown to the corporate, selected includes confirmed', () => {
    const counts = needCounts([
      m('a', 'PROPOSED'),
      m('a', 'SUGGESTED'),
      m('a', 'SELECTED', 'MUST_MEET'),
      m('a', 'CONFIRMED', 'MEET'),
      m('a', 'DECLINED', 'NO_THANKS'),
      m('a', 'REFUSED', 'MEET'),
      m(null, 'CONFIRMED'),
    ]);
    expect(counts.get('a')).toEqual({
      proposed: 1,
      suggested: 5,
      open: 3,
      selected: 2,
      confirmed: 1,
      declined: 1,
      refused: 1,
    });
    expect(counts.size).toBe(1);
  });
});

describe('ordering and words', () => {
  it('ranks by score, ties by name', () => {
    const rows = [
      { score: 40, startup: { name: 'Birch' } },
      { score: 80, startup: { name: 'Cobalt' } },
      { score: 40, startup: { name: 'Aurora' } },
    ];
    expect(ranked(rows).map((r) => r.startup.name)).toEqual(['Cobalt', 'Aurora', 'Birch']);
  });

  it('pending requests first, oldest first; answered ones after, newest first', () => {
    const r = (id: string, state: 'PENDING' | 'ACCEPTED' | 'DECLINED', day: number) => ({
      id,
      state,
      createdAt: `2027-03-${String(day).padStart(2, '0')}T10:00:00Z`,
    });
    const sorted = pendingFirst([
      r('a', 'ACCEPTED', 1),
      r('b', 'PENDING', 5),
      r('c', 'DECLINED', 9),
      r('d', 'PENDING', 2),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('shows the strongest reasons and keeps the rest for "why?"', () => {
    const { top, rest } = splitReasons([
      { text: 'Met before', weight: -10 },
      { text: 'Energy', weight: 20 },
      { text: 'Robotics', weight: 30 },
      { text: 'Sweden', weight: 5 },
    ]);
    expect(top.map((r) => r.text)).toEqual(['Robotics', 'Energy']);
    expect(rest.map((r) => r.text)).toEqual(['Sweden', 'Met before']);
  });

  it('says what a run did', () => {
    expect(runText({ proposed: 12, needs: 3, startups: 40 })).toBe(
      '12 proposed for 3 needs from 40 startups',
    );
    expect(runText({ proposed: 1, needs: 1, startups: 1 })).toBe(
      '1 proposed for 1 need from 1 startup',
    );
    expect(runText({ proposed: 4, needs: 1, startups: 9, belowFloor: 5, floor: 20 })).toBe(
      "4 proposed for 1 need from 9 startups; 5 candidates scored under the event's floor of 20 and were left out",
    );
    expect(runText({ proposed: 4, needs: 2, startups: 3, belowFloor: 0, floor: 20 })).toBe(
      '4 proposed for 2 needs from 3 startups',
    );
  });
});
