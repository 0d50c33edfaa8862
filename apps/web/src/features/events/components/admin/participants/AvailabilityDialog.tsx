import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { AdminEventFieldsFragment } from '../../../../../gql/admin.ts';
import { useSetAttendanceAvailability } from '../../../hooks/useSetAttendanceAvailability.ts';
import { SlotGrid } from '../../grid/SlotGrid.tsx';

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
  const phone = useMediaQuery('(max-width: 36em)');
  const [selected, setSelected] = useState<number[]>(() => [...props.attendance.unavailableSlots]);
  const [save, { loading, error }] = useSetAttendanceAvailability();
  const changed =
    JSON.stringify([...selected].sort((a, b) => a - b)) !==
    JSON.stringify([...props.attendance.unavailableSlots].sort((a, b) => a - b));
  const toggle = (i: number) =>
    setSelected((s) => (s.includes(i) ? s.filter((x) => x !== i) : [...s, i]));
  const name = props.attendance.company?.name ?? 'This participant';
  return (
    <Modal
      opened
      onClose={() => !loading && props.onClose()}
      title={`Availability of ${name}`}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {props.readOnly
            ? 'Slots this participant cannot attend. The scheduler places no meeting in them.'
            : 'Press a slot to mark it unavailable, press again to free it. The scheduler places no meeting in an unavailable slot.'}
        </Text>
        <SlotGrid
          schedule={props.event.schedule}
          timezone={props.event.timezone}
          selected={selected}
          onToggle={props.readOnly ? undefined : toggle}
          disabled={loading}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
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
              Clear all
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={loading}>
              {props.readOnly ? 'Close' : 'Cancel'}
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
                Save availability
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
