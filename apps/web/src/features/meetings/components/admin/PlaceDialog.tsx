import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { cellKey } from '../../lib/schedule-board.ts';
import { pairName } from '../../lib/format.ts';
import type { BoardMeeting } from './MeetingCard.tsx';
import type { GridSlot } from './slot-labels.ts';

/**
 * "Place…": puts an unplaced pair in a chosen slot and table. Taken tables are listed but not
 * choosable; the server checks the rest (both parties free, not blacked out). Keyed by the
 * meeting by its parent, so each opens empty.
 */
export function PlaceDialog(props: {
  meeting: BoardMeeting | null;
  slots: GridSlot[];
  tables: string[];
  cells: Map<string, BoardMeeting>;
  slotLabel: (s: GridSlot) => string;
  onClose: () => void;
  /** True when placed; otherwise why not (shown in the dialog, which stays open). */
  onPlace: (m: BoardMeeting, slot: number, table: number, where: string) => Promise<true | string>;
}) {
  const [slot, setSlot] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const m = props.meeting;

  /** Whether a party of this meeting already meets someone in a slot. */
  const busySlots = useMemo(() => {
    const taken = new Set<number>();
    if (!m) return taken;
    for (const other of props.cells.values()) {
      if (other.id === m.id || other.slot === null) continue;
      if (other.startup?.id === m.startup?.id || other.corporate?.id === m.corporate?.id) {
        taken.add(other.slot);
      }
    }
    return taken;
  }, [m, props.cells]);

  const slotOptions = props.slots.map((s) => {
    const full = props.tables.every((_, i) => props.cells.has(cellKey(s.index, i + 1)));
    const partyBusy = busySlots.has(s.index);
    return {
      value: String(s.index),
      label: `${props.slotLabel(s)}${partyBusy ? ' — a party is in another meeting' : full ? ' — every table taken' : ''}`,
      disabled: full || partyBusy,
    };
  });
  const tableOptions = props.tables.map((name, i) => {
    const other = slot === null ? undefined : props.cells.get(cellKey(Number(slot), i + 1));
    return {
      value: String(i + 1),
      label: other ? `${name} — taken by ${pairName(other)}` : name,
      disabled: !!other,
    };
  });

  const place = async () => {
    if (!m || slot === null || table === null) return;
    const s = props.slots.find((x) => x.index === Number(slot))!;
    setBusy(true);
    setRefused(null);
    const answer = await props.onPlace(
      m,
      Number(slot),
      Number(table),
      `${props.tables[Number(table) - 1]} at ${props.slotLabel(s)}`,
    );
    setBusy(false);
    if (answer === true) props.onClose();
    else setRefused(answer);
  };

  return (
    <Modal
      opened={!!m}
      onClose={() => !busy && props.onClose()}
      title={m ? `Place ${pairName(m)}` : ''}
      centered
    >
      <Stack gap="md">
        {m?.unplacedText && (
          <Text size="sm" c="dimmed">
            Left out because: {m.unplacedText}
          </Text>
        )}
        <Select
          label="Slot"
          placeholder="Choose a time"
          data={slotOptions}
          value={slot}
          onChange={(v) => {
            setSlot(v);
            setTable(null);
          }}
          searchable
          nothingFoundMessage="No such slot"
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Select
          label="Table"
          placeholder={slot === null ? 'Choose a slot first' : 'Choose a table'}
          data={tableOptions}
          value={table}
          onChange={setTable}
          disabled={slot === null}
          comboboxProps={{ withinPortal: true }}
        />
        {refused && (
          <Alert color="red" variant="light" role="alert" title="The meeting was not placed">
            {refused}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            loading={busy}
            disabled={slot === null || table === null}
            onClick={() => void place()}
          >
            Place meeting
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
