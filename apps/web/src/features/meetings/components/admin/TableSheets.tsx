import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cellKey } from '../../lib/schedule-board.ts';
import { dateInZone } from '@matchday/shared';
import { MEETING_STATUS_LABEL, plural } from '../../lib/format.ts';
import type { BoardMeeting } from './MeetingCard.tsx';
import classes from './schedule.module.css';
import type { GridSlot } from './slot-labels.ts';

/**
 * One sheet per table for the venue: its meetings by time, with a column to tick who arrived.
 * Shown over the app; printing puts only the sheets on paper (one table per page).
 */
export function TableSheets(props: {
  eventName: string;
  venue: string;
  timezone: string;
  slots: GridSlot[];
  tables: string[];
  cells: Map<string, BoardMeeting>;
  slotLabel: (s: GridSlot) => string;
  /** The draft differs from what participants were told (or nothing is published yet). */
  draft: boolean;
  onClose: () => void;
}) {
  const printButton = useRef<HTMLButtonElement>(null);
  const { onClose } = props;
  useEffect(() => {
    document.body.classList.add('md-printing');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    printButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('md-printing');
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const sheets = props.tables
    .map((name, i) => ({
      name,
      rows: props.slots
        .map((s) => ({ s, m: props.cells.get(cellKey(s.index, i + 1)) }))
        .filter((r) => r.m),
    }))
    .filter((t) => t.rows.length);

  return createPortal(
    <div
      className={classes.sheets}
      role="dialog"
      aria-modal="true"
      aria-label="Table sheets"
      data-testid="table-sheets"
    >
      <Group justify="space-between" className={classes.sheetsBar}>
        <Text size="sm">
          {plural(sheets.length, 'table sheet')} · one per page when printed ·{' '}
          {props.draft
            ? 'draft placement: publish it before the participants rely on it'
            : 'the published schedule'}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button ref={printButton} onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      {sheets.map((t) => (
        <section key={t.name} className={classes.sheet} aria-label={t.name}>
          <Title order={2} size="h2">
            {t.name}
          </Title>
          <Text mb="sm">
            {props.eventName}
            {props.venue ? ` · ${props.venue}` : ''}
            {props.slots[0] ? ` · ${dateInZone(props.slots[0].start, props.timezone)}` : ''} · times
            in {props.timezone}
          </Text>
          <table className={classes.sheetTable}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Startup</th>
                <th scope="col">Corporate</th>
                <th scope="col">Arrived / note</th>
              </tr>
            </thead>
            <tbody>
              {t.rows.map(({ s, m }) => (
                <tr key={s.index}>
                  <td>{props.slotLabel(s)}</td>
                  <td>{m!.startup?.name}</td>
                  <td>
                    {m!.corporate?.name}
                    {m!.status === 'HELD' || m!.status === 'NO_SHOW'
                      ? ` (${MEETING_STATUS_LABEL[m!.status]})`
                      : ''}
                  </td>
                  <td className={classes.check} />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
