import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SlotGrid, slotGridSummary, type SlotGridSchedule } from './SlotGrid.tsx';

// Stockholm, the day summer time starts (2026-03-29, UTC+2 from 03:00) and a winter day.
const schedule: SlotGridSchedule = {
  sessions: [
    { start: '2026-03-29T07:00:00Z', end: '2026-03-29T09:00:00Z' }, // 09:00–11:00 CEST
    { start: '2026-01-15T12:00:00Z', end: '2026-01-15T13:00:00Z' }, // 13:00–14:00 CET
  ],
  pauses: [{ start: '2026-03-29T08:00:00Z', end: '2026-03-29T08:30:00Z' }], // 10:00–10:30
  meetingMinutes: 20,
  breakMinutes: 0,
  tables: 10,
  meetingPoints: [],
  maxMeetingsPerParticipant: null,
};

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('SlotGrid', () => {
  it('shows each session and slot in the event’s zone, pauses between slots', () => {
    wrap(<SlotGrid schedule={schedule} timezone="Europe/Stockholm" />);
    expect(screen.getByText('Times in Europe/Stockholm')).toBeTruthy();
    // Sessions in time order: January first.
    const [first, second] = screen.getAllByRole('region');
    expect(within(first!).getByText('Session 1 · 15 Jan 2026')).toBeTruthy();
    expect(within(first!).getByText('13:00–14:00 · 3 slots')).toBeTruthy();
    expect(within(second!).getByText('Session 2 · 29 Mar 2026')).toBeTruthy();
    const items = within(second!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '09:00–09:20',
      '09:20–09:40',
      '09:40–10:00',
      'Pause 10:00–10:30',
      '10:30–10:50',
    ]);
  });

  it('shows the same instants in another zone', () => {
    wrap(<SlotGrid schedule={schedule} timezone="America/New_York" />);
    expect(screen.getByText('Times in America/New_York')).toBeTruthy();
    expect(screen.getByText('03:00–03:20')).toBeTruthy(); // 07:00Z is 03:00 EDT
  });

  it('read-only: marks the selected slots "Unavailable"', () => {
    wrap(<SlotGrid schedule={schedule} timezone="Europe/Stockholm" selected={[1]} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Unavailable').closest('[data-testid="slot"]')?.textContent).toBe(
      '13:20–13:40Unavailable',
    );
    expect(screen.getByTestId('slot-grid-marked').textContent).toBe('1 slot of 7 unavailable');
  });

  it('toggle mode: native toggle buttons with aria-pressed, reachable and moved through by keyboard', () => {
    const onToggle = vi.fn();
    function Harness() {
      const [selected, setSelected] = useState<number[]>([]);
      return (
        <SlotGrid
          schedule={schedule}
          timezone="Europe/Stockholm"
          selected={selected}
          onToggle={(i) => {
            onToggle(i);
            setSelected((s) => (s.includes(i) ? s.filter((x) => x !== i) : [...s, i]));
          }}
        />
      );
    }
    wrap(<Harness />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(7);
    const first = screen.getByRole('button', { name: /13:00–13:20/ });
    // A real <button type="button"> in the tab order: Enter and Space press it.
    expect(first.tagName).toBe('BUTTON');
    expect(first.getAttribute('type')).toBe('button');
    expect(first.tabIndex).toBe(0);
    expect(first.getAttribute('aria-pressed')).toBe('false');

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('13:20–13:40Available');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('10:30–10:50Available');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(first);

    fireEvent.click(document.activeElement!);
    expect(onToggle).toHaveBeenCalledWith(0);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(first.textContent).toBe('13:00–13:20Unavailable');
    expect(screen.getByTestId('slot-grid-marked').textContent).toBe('1 slot of 7 unavailable');
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('false');
  });

  it('disabled: the buttons do not toggle', () => {
    const onToggle = vi.fn();
    wrap(<SlotGrid schedule={schedule} timezone="UTC" onToggle={onToggle} disabled />);
    const button = screen.getAllByRole('button')[0]!;
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('says what is missing when the grid makes no slot yet', () => {
    wrap(<SlotGrid schedule={{ ...schedule, sessions: [] }} timezone="UTC" />);
    expect(screen.getByTestId('slot-grid-empty').textContent).toMatch(/Add a session/);
  });
});

describe('slotGridSummary', () => {
  it('counts sessions, slots, meeting length and tables', () => {
    expect(slotGridSummary(schedule)).toBe('2 sessions · 7 slots · 20 min meetings · 10 tables');
    expect(
      slotGridSummary({
        ...schedule,
        tables: 2,
        meetingPoints: ['Red', 'Blue'],
        breakMinutes: 5,
        maxMeetingsPerParticipant: 4,
      }),
    ).toBe(
      '2 sessions · 5 slots · 20 min meetings · 2 meeting points · 5 min breaks · at most 4 meetings each',
    );
  });

  it('an online event has video meetings, not tables', () => {
    const online = slotGridSummary(schedule, 'DIGITAL');
    expect(online).toBe(
      '2 sessions · 7 slots · 20 min meetings · video meetings, up to 10 at a time',
    );
    expect(online).not.toMatch(/table/i);
    expect(slotGridSummary(schedule, 'HYBRID')).toMatch(/· 10 tables$/);
  });
});
