import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { REMINDER_MINUTES } from '@matchday/shared';
import { useState } from 'react';
import { errorText } from '../../hooks/useScheduleActions.ts';
import { useSetEventReminders } from '../../hooks/useSetEventReminders.ts';

/** The organisers' reminder lead: minutes before each meeting (0: no reminders). */
export function RemindersSetting(props: { eventId: string; minutes: number }) {
  const [value, setValue] = useState<number | string>(props.minutes);
  const [save, saving] = useSetEventReminders();
  const [note, setNote] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label="Reminder before each meeting (minutes; 0: none)"
          min={REMINDER_MINUTES.min}
          max={REMINDER_MINUTES.max}
          value={value}
          onChange={setValue}
          w={300}
        />
        <Button
          variant="default"
          loading={saving.loading}
          onClick={() => {
            setNote(null);
            save({ variables: { eventId: props.eventId, minutes: Number(value) } })
              .then(() => setNote('Saved'))
              .catch((e: unknown) => setNote(errorText(e)));
          }}
        >
          Save
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {note ??
          'Participants get a notification (a mail if they are not in the app) and their day’s meetings at 07:00.'}
      </Text>
    </Paper>
  );
}
