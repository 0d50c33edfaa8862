import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  dateInZone,
  deriveSlots,
  GRID_LIMITS,
  type EventFormat,
  timeInZone,
  type ScheduleGrid,
  type Slot,
  type TimeRange,
} from '@matchday/shared';
import { useMemo, type KeyboardEvent } from 'react';
import classes from './SlotGrid.module.css';
import { localeStore } from '../../../../lib/locale.ts';
import { defineMessages, formatNow, type Message, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  noRoom: {
    id: 'events.grid.noRoom',
    defaultMessage:
      'These sessions leave no room for a meeting: make a session longer, a pause shorter, or meetings shorter.',
  },
  addSession: {
    id: 'events.grid.addSession',
    defaultMessage: 'Add a session and a meeting length to see the slots.',
  },
  timesIn: { id: 'events.grid.timesIn', defaultMessage: 'Times in {tz}' },
  everySlot: { id: 'events.grid.everySlot', defaultMessage: 'Available in every slot' },
  marked: {
    id: 'events.grid.marked',
    defaultMessage: '{marked, plural, one {# slot} other {# slots}} of {total} unavailable',
  },
  session: { id: 'events.grid.session', defaultMessage: 'Session {number} · {date}' },
  slots: {
    id: 'events.grid.slots',
    defaultMessage: '{count, plural, one {# slot} other {# slots}}',
  },
  cannotAttend: {
    id: 'events.grid.cannotAttend',
    defaultMessage: '{heading}: slots you cannot attend',
  },
  headingSlots: { id: 'events.grid.headingSlots', defaultMessage: '{heading} slots' },
  pause: { id: 'events.grid.pause', defaultMessage: 'Pause {range}' },
  unavailable: { id: 'events.grid.unavailable', defaultMessage: 'Unavailable' },
  available: { id: 'events.grid.available', defaultMessage: 'Available' },
  sessions: {
    id: 'events.grid.sessions',
    defaultMessage: '{count, plural, one {# session} other {# sessions}}',
  },
  minMeetings: { id: 'events.grid.minMeetings', defaultMessage: '{minutes} min meetings' },
  video: {
    id: 'events.grid.video',
    defaultMessage: 'video meetings, up to {count} at a time',
  },
  points: {
    id: 'events.grid.points',
    defaultMessage: '{count, plural, one {# meeting point} other {# meeting points}}',
  },
  tables: {
    id: 'events.grid.tables',
    defaultMessage: '{count, plural, one {# table} other {# tables}}',
  },
  breaks: { id: 'events.grid.breaks', defaultMessage: '{minutes} min breaks' },
  cap: { id: 'events.grid.cap', defaultMessage: 'at most {count} meetings each' },
});

/** The grid as the graphs answer it (EventSchedule) or as the event form builds it. */
export type SlotGridSchedule = {
  sessions: readonly TimeRange[];
  pauses: readonly TimeRange[];
  meetingMinutes: number;
  breakMinutes: number;
  tables: number;
  meetingPoints: readonly string[];
  maxMeetingsPerParticipant?: number | null;
};

export type SlotGridProps = {
  schedule: SlotGridSchedule;
  /** IANA zone of the event: every time is shown in it, and the zone is named. */
  timezone: string;
  /** Slot indexes marked "Unavailable". */
  selected?: number[];
  /** Given: each slot is a toggle button (aria-pressed) that calls this with its index. */
  onToggle?: (slotIndex: number) => void;
  disabled?: boolean;
};

type Item = { kind: 'slot'; slot: Slot } | { kind: 'pause'; pause: TimeRange };
type Session = { index: number; range: TimeRange; items: Item[]; slots: number };

const MINUTE = 60_000;
const ms = (iso: string) => Date.parse(iso);

/** The grid's slots (0..S-1, `deriveSlots`), or null when the numbers cannot make any yet. */
export function slotsOf(schedule: SlotGridSchedule): Slot[] | null {
  const { meetingMinutes: meeting, breakMinutes: pause } = schedule;
  if (!Number.isInteger(meeting) || meeting < GRID_LIMITS.meetingMinutes.min) return null;
  if (!Number.isInteger(pause) || pause < 0) return null;
  const day = GRID_LIMITS.sessionHours * 60 * MINUTE;
  const sessions = schedule.sessions.filter((s) => {
    const length = ms(s.end) - ms(s.start);
    return length > 0 && length <= day;
  });
  const pauses = schedule.pauses.filter((p) => ms(p.end) > ms(p.start));
  if (sessions.length === 0) return null;
  return deriveSlots({ ...schedule, sessions, pauses } as ScheduleGrid);
}

function sessionsOf(schedule: SlotGridSchedule, slots: Slot[]): Session[] {
  const ranges = schedule.sessions
    .filter((s) => ms(s.end) > ms(s.start) && ms(s.end) - ms(s.start) <= 24 * 60 * MINUTE)
    .slice()
    .sort((a, b) => ms(a.start) - ms(b.start) || ms(a.end) - ms(b.end));
  return ranges.map((range, index) => {
    const own = slots.filter((s) => s.session === index);
    const pauses = schedule.pauses
      .filter((p) => ms(p.start) >= ms(range.start) && ms(p.end) <= ms(range.end))
      .filter((p) => ms(p.end) > ms(p.start))
      .slice()
      .sort((a, b) => ms(a.start) - ms(b.start));
    const items: Item[] = [
      ...own.map((slot) => ({ kind: 'slot' as const, slot, at: ms(slot.start) })),
      // A pause sorts before a slot starting at its end.
      ...pauses.map((pause) => ({ kind: 'pause' as const, pause, at: ms(pause.start) - 0.5 })),
    ]
      .sort((a, b) => a.at - b.at)
      .map(({ at: _at, ...item }) => item as Item);
    return { index, range, items, slots: own.length };
  });
}

/** Arrow keys, Home and End move between the slot buttons of the grid (Space/Enter toggle). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step =
    event.key === 'ArrowRight' || event.key === 'ArrowDown'
      ? 1
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? -1
        : event.key === 'Home'
          ? -Infinity
          : event.key === 'End'
            ? Infinity
            : 0;
  if (!step) return;
  const grid = event.currentTarget.closest('[data-slot-grid]');
  const buttons = Array.from(
    grid?.querySelectorAll<HTMLButtonElement>('button[data-toggle]:not(:disabled)') ?? [],
  );
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const next = Number.isFinite(step)
    ? buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]
    : buttons[step < 0 ? 0 : buttons.length - 1];
  event.preventDefault();
  next?.focus();
}

const range = (r: TimeRange, tz: string) => `${timeInZone(r.start, tz)}–${timeInZone(r.end, tz)}`;

/**
 * The meeting slots of an event's grid, one card per session (its date and hours in the event's
 * zone), pauses between the slots. Read-only, or with `onToggle` a set of toggle buttons that mark
 * the slots a participant cannot attend (`selected`).
 */
export function SlotGrid(props: SlotGridProps) {
  const { schedule, timezone: tz } = props;
  const slots = useMemo(() => slotsOf(schedule), [schedule]);
  const sessions = useMemo(() => (slots ? sessionsOf(schedule, slots) : []), [schedule, slots]);
  const selected = useMemo(() => new Set(props.selected ?? []), [props.selected]);
  const toggle = props.onToggle;
  const t = useT();

  if (!slots || slots.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="slot-grid-empty">
        <Text size="sm" c="dimmed">
          {slots ? t(m.noRoom) : t(m.addSession)}
        </Text>
      </Paper>
    );
  }

  const marked = slots.filter((s) => selected.has(s.index)).length;
  return (
    <Stack
      gap="sm"
      data-testid="slot-grid"
      data-slot-grid
      onKeyDown={toggle ? moveFocus : undefined}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t(m.timesIn, { tz })}
        </Text>
        {(toggle || props.selected) && (
          <Text size="sm" fw={600} aria-live="polite" data-testid="slot-grid-marked">
            {marked === 0 ? t(m.everySlot) : t(m.marked, { marked, total: slots.length })}
          </Text>
        )}
      </Group>
      {/* Columns follow the grid's own width (a dialog, a side panel, a page), not the window's. */}
      <SimpleGrid
        type="container"
        cols={{
          base: 1,
          '620px': sessions.length > 1 ? 2 : 1,
          '980px': Math.min(3, sessions.length),
        }}
        spacing="sm"
      >
        {sessions.map((session) => {
          const heading = t(m.session, {
            number: session.index + 1,
            date: dateInZone(session.range.start, tz, localeStore.get()),
          });
          return (
            <Paper
              key={session.index}
              withBorder
              radius="md"
              p="sm"
              component="section"
              aria-label={heading}
            >
              <Group justify="space-between" gap={4} mb="xs" wrap="wrap">
                <Text fw={700} size="sm">
                  {heading}
                </Text>
                <Text size="xs" c="dimmed">
                  {range(session.range, tz)} · {t(m.slots, { count: session.slots })}
                </Text>
              </Group>
              <div
                className={classes.slots}
                role={toggle ? 'group' : 'list'}
                aria-label={t(toggle ? m.cannotAttend : m.headingSlots, { heading })}
              >
                {session.items.map((item) =>
                  item.kind === 'pause' ? (
                    <div
                      key={`p${item.pause.start}`}
                      className={classes.pause}
                      role={toggle ? undefined : 'listitem'}
                    >
                      <span aria-hidden className={classes.pauseLine} />
                      <Text size="xs" c="dimmed" fw={600}>
                        {t(m.pause, { range: range(item.pause, tz) })}
                      </Text>
                      <span aria-hidden className={classes.pauseLine} />
                    </div>
                  ) : (
                    <SlotCell
                      key={item.slot.index}
                      slot={item.slot}
                      tz={tz}
                      unavailable={selected.has(item.slot.index)}
                      onToggle={toggle}
                      disabled={props.disabled}
                    />
                  ),
                )}
              </div>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function SlotCell(props: {
  slot: Slot;
  tz: string;
  unavailable: boolean;
  onToggle?: (index: number) => void;
  disabled?: boolean;
}) {
  const { slot, tz, unavailable, onToggle } = props;
  const time = range(slot, tz);
  const t = useT();
  if (!onToggle) {
    return (
      <div
        role="listitem"
        className={classes.slot}
        data-unavailable={unavailable || undefined}
        data-testid="slot"
      >
        <span className={classes.time}>{time}</span>
        {unavailable && <span className={classes.state}>{t(m.unavailable)}</span>}
      </div>
    );
  }
  return (
    <UnstyledButton
      className={classes.slot}
      data-unavailable={unavailable || undefined}
      data-toggle
      aria-pressed={unavailable}
      disabled={props.disabled}
      onClick={() => onToggle(slot.index)}
      data-testid="slot"
    >
      <span className={classes.time}>{time}</span>
      <span className={classes.state}>{t(unavailable ? m.unavailable : m.available)}</span>
    </UnstyledButton>
  );
}

/**
 * "2 sessions · 18 slots · 20 min meetings · 10 tables" (then breaks and a cap, when set). An
 * online event has no tables: "video meetings, up to 10 at a time".
 */
export function slotGridSummary(
  schedule: SlotGridSchedule,
  format?: EventFormat,
  t: (message: Message, values?: Record<string, string | number>) => string = formatNow,
): string {
  const slots = slotsOf(schedule);
  const day = GRID_LIMITS.sessionHours * 60 * MINUTE;
  const sessions = schedule.sessions.filter(
    (s) => ms(s.end) > ms(s.start) && ms(s.end) - ms(s.start) <= day,
  ).length;
  const points = schedule.meetingPoints.length;
  const parts = [
    t(m.sessions, { count: sessions }),
    t(m.slots, { count: slots?.length ?? 0 }),
    t(m.minMeetings, {
      minutes: Number.isFinite(schedule.meetingMinutes) ? schedule.meetingMinutes : '–',
    }),
    format === 'DIGITAL'
      ? t(m.video, { count: schedule.tables || 0 })
      : points > 0
        ? t(m.points, { count: points })
        : t(m.tables, { count: schedule.tables || 0 }),
  ];
  if (schedule.breakMinutes > 0) parts.push(t(m.breaks, { minutes: schedule.breakMinutes }));
  if (schedule.maxMeetingsPerParticipant) {
    parts.push(t(m.cap, { count: schedule.maxMeetingsPerParticipant }));
  }
  return parts.join(' · ');
}

/** The grid in one line: sessions, slots, meeting length, tables (or video meetings). */
export function SlotGridSummary(props: {
  schedule: SlotGridSchedule;
  format?: EventFormat;
  size?: 'xs' | 'sm' | 'md';
}) {
  const t = useT();
  return (
    <Text size={props.size ?? 'sm'} fw={600} c="matchday.8" data-testid="slot-grid-summary">
      {slotGridSummary(props.schedule, props.format, t)}
    </Text>
  );
}
