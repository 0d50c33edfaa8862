import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { cellLabel, cellText, refusalOf, type CellState } from '../../lib/cell-state.ts';
import type { GridBreak } from '../../lib/grid-breaks.ts';
import { cellKey } from '../../lib/schedule-board.ts';
import { MeetingCard, type BoardMeeting, type MeetingMenuActions } from './MeetingCard.tsx';
import classes from './schedule.module.css';
import type { GridSlot } from './slot-labels.ts';

export type GridProps = {
  slots: GridSlot[];
  tables: string[];
  cells: Map<string, BoardMeeting>;
  slotLabel: (s: GridSlot) => string;
  selected: string[];
  /** One meeting selected: empty cells become "Move here" buttons. */
  moving: boolean;
  onToggle: (m: BoardMeeting) => void;
  onMoveTo: (slot: number, table: number, where: string) => void;
  /** While moving: whether the slot's free cells take the meeting (blackouts, begun slots). */
  cellStateOf: (slot: GridSlot) => CellState;
  /** A click on a cell that does not take the meeting: why, in words. */
  onRefused: (why: string) => void;
  actions: MeetingMenuActions;
  /** Sessions, pauses and lunch before a slot's row, by slot index. */
  breaks: Map<number, GridBreak[]>;
};

const whereOf = (props: GridProps, s: GridSlot, t: number) =>
  `${props.tables[t - 1]} at ${props.slotLabel(s)}`;

function EmptyCell(props: { grid: GridProps; slot: GridSlot; table: number; chip?: boolean }) {
  const where = whereOf(props.grid, props.slot, props.table);
  if (!props.grid.moving) {
    return props.chip ? null : (
      <div className={classes.empty} aria-label={`Free: ${where}`}>
        Free
      </div>
    );
  }
  const state = props.grid.cellStateOf(props.slot);
  const blocked = state.kind !== 'free';
  const table = props.grid.tables[props.table - 1];
  const text = !props.chip ? cellText(state) : blocked ? `${table}: ${cellText(state)}` : table;
  return (
    <button
      type="button"
      className={`${classes.empty} ${blocked ? classes.blocked : ''} ${props.chip ? classes.freeChip : ''}`}
      aria-label={cellLabel(state, where)}
      aria-disabled={blocked || undefined}
      title={blocked ? cellText(state) : undefined}
      onClick={() => {
        const why = refusalOf(state, props.grid.slotLabel(props.slot));
        if (why) props.grid.onRefused(why);
        else props.grid.onMoveTo(props.slot.index, props.table, where);
      }}
    >
      {text}
    </button>
  );
}

/** Rows are slots (in the event's zone), columns tables; scrolls sideways when wide. */
export function ScheduleGrid(props: GridProps) {
  return (
    <div className={classes.scroller} data-testid="schedule-grid">
      <table className={classes.grid} aria-label="Schedule: slots by tables">
        <thead>
          <tr>
            <th className={classes.corner} scope="col">
              Time
            </th>
            {props.tables.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.slots.map((s) => (
            <Fragment key={s.index}>
              {props.breaks.get(s.index)?.map((b) => (
                <tr key={b.label} className={classes.separator} data-kind={b.kind}>
                  <th scope="rowgroup" colSpan={props.tables.length + 1}>
                    {b.label}
                  </th>
                </tr>
              ))}
              <tr>
                <th scope="row">{props.slotLabel(s)}</th>
                {props.tables.map((_, i) => {
                  const m = props.cells.get(cellKey(s.index, i + 1));
                  return (
                    <td key={i}>
                      {m ? (
                        <MeetingCard
                          meeting={m}
                          where={whereOf(props, s, i + 1)}
                          selected={props.selected.includes(m.id)}
                          onToggle={props.onToggle}
                          actions={props.actions}
                        />
                      ) : (
                        <EmptyCell grid={props} slot={s} table={i + 1} />
                      )}
                    </td>
                  );
                })}
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same schedule on a phone: one section per slot, its meetings with their tables. */
export function ScheduleList(props: GridProps) {
  return (
    <Stack gap="sm" data-testid="schedule-list">
      {props.slots.map((s) => {
        const placed = props.tables
          .map((name, i) => ({ name, table: i + 1, m: props.cells.get(cellKey(s.index, i + 1)) }))
          .filter((c) => c.m);
        const free = props.tables.length - placed.length;
        return (
          <Fragment key={s.index}>
            {props.breaks.get(s.index)?.map((b) => (
              <Text
                key={b.label}
                className={classes.separatorLine}
                data-kind={b.kind}
                size="sm"
                fw={600}
                role="separator"
                aria-label={b.label}
              >
                {b.label}
              </Text>
            ))}
            <Paper
              withBorder
              radius="md"
              p="sm"
              component="section"
              aria-label={props.slotLabel(s)}
            >
              <Group justify="space-between" mb={6}>
                <Title order={3} size="h5">
                  {props.slotLabel(s)}
                </Title>
                <Text size="xs" c="dimmed">
                  {placed.length} placed · {free} free
                </Text>
              </Group>
              <Stack gap={6}>
                {placed.map((c) => (
                  <div key={c.table}>
                    <Text size="xs" c="dimmed" fw={600} mb={2}>
                      {c.name}
                    </Text>
                    <MeetingCard
                      meeting={c.m!}
                      where={`${c.name} at ${props.slotLabel(s)}`}
                      selected={props.selected.includes(c.m!.id)}
                      onToggle={props.onToggle}
                      actions={props.actions}
                    />
                  </div>
                ))}
                {props.moving && free > 0 && (
                  <Group gap={6} wrap="wrap">
                    {props.tables.map((_, i) =>
                      props.cells.has(cellKey(s.index, i + 1)) ? null : (
                        <EmptyCell key={i} grid={props} slot={s} table={i + 1} chip />
                      ),
                    )}
                  </Group>
                )}
              </Stack>
            </Paper>
          </Fragment>
        );
      })}
    </Stack>
  );
}
