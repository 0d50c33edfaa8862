import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { AdminEventFieldsFragment } from '../../../../../gql/admin.ts';
import { useSetAttendanceAvailability } from '../../../hooks/useSetAttendanceAvailability.ts';
import { SlotGrid } from '../../grid/SlotGrid.tsx';
import { useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';

/** The slots one participant cannot attend, marked on the event's grid and saved at once. */
export function AvailabilityDialog(props: {
  event: AdminEventFieldsFragment;
  attendance: {
    id: string;
    unavailableSlots: readonly number[];
    company?: { name: string } | null;
  };
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const [selected, setSelected] = useState<number[]>(() => [...props.attendance.unavailableSlots]);
  const [save, { loading, error }] = useSetAttendanceAvailability();
  const changed =
    JSON.stringify([...selected].sort((a, b) => a - b)) !==
    JSON.stringify([...props.attendance.unavailableSlots].sort((a, b) => a - b));
  const toggle = (i: number) =>
    setSelected((s) => (s.includes(i) ? s.filter((x) => x !== i) : [...s, i]));
  const name = props.attendance.company?.name ?? t(pm.thisParticipant);
  return (
    <Modal
      opened
      onClose={() => !loading && props.onClose()}
      title={t(pm.availabilityOf, { name })}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {props.readOnly ? t(pm.availabilityRead) : t(pm.availabilityEdit)}
        </Text>
        <SlotGrid
          schedule={props.event.schedule}
          timezone={props.event.timezone}
          selected={selected}
          onToggle={props.readOnly ? undefined : toggle}
          disabled={loading}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" title={t(pm.notSaved)}>
            {error.message}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          {!props.readOnly ? (
            <Button
              variant="subtle"
              size="sm"
              disabled={selected.length === 0 || loading}
              onClick={() => setSelected([])}
            >
              {t(pm.clearAll)}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={loading}>
              {props.readOnly ? t(pm.close) : t(pm.cancel)}
            </Button>
            {!props.readOnly && (
              <Button
                loading={loading}
                disabled={!changed}
                onClick={() =>
                  void save({
                    variables: {
                      attendanceId: props.attendance.id,
                      slots: [...selected].sort((a, b) => a - b),
                    },
                  })
                    .then(props.onClose)
                    .catch(() => undefined)
                }
                data-testid="save-availability"
              >
                {t(pm.saveAvailability)}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
