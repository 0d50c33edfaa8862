import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { errorText } from '../../hooks/useScheduleActions.ts';
import { useReportRunningLate } from '../../hooks/useReportRunningLate.ts';

const MINUTES = [5, 10, 15] as const;

const m = defineMessages({
  label: { id: 'live.late.label', defaultMessage: 'Running late? Tell {name}' },
  minutes: { id: 'live.late.minutes', defaultMessage: '{minutes} min' },
  aria: {
    id: 'live.late.aria',
    defaultMessage: '{minutes} min: tell {name} you run {minutes} minutes late',
  },
  told: {
    id: 'live.late.told',
    defaultMessage:
      '{name} knows you run {minutes} minutes late ({count, plural, one {# person told} other {# people told}}).',
  },
  already: {
    id: 'live.late.already',
    defaultMessage: 'You told {name} you run {minutes} minutes late.',
  },
});

/**
 * "Running late" on the now / next view: the participant picks 5, 10 or 15 minutes and each
 * person of the other side gets a notification (once per minutes; the server limits it).
 */
export function RunningLate(props: {
  meetingId: string;
  counterpart: string;
  lateBySelf: number | null;
}) {
  const t = useT();
  const [report, state] = useReportRunningLate();
  const [error, setError] = useState<string | null>(null);
  const told = state.data?.reportRunningLate;
  const name = props.counterpart;
  return (
    <Stack gap={6} data-testid="running-late">
      <Text size="sm" fw={600} id={`late-${props.meetingId}`}>
        {t(m.label, { name })}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={`late-${props.meetingId}`}>
        {MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant={props.lateBySelf === minutes ? 'filled' : 'light'}
            color="orange"
            size="sm"
            loading={state.loading && state.called}
            aria-label={t(m.aria, { name, minutes })}
            onClick={() => {
              setError(null);
              report({ variables: { meetingId: props.meetingId, minutes } }).catch((e: unknown) =>
                setError(errorText(e)),
              );
            }}
          >
            {t(m.minutes, { minutes })}
          </Button>
        ))}
      </Group>
      <div aria-live="polite">
        {error ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            {error}
          </Alert>
        ) : told ? (
          <Text size="sm" c="teal.8">
            {t(m.told, { name: told.counterpartName, minutes: told.minutes, count: told.told })}
          </Text>
        ) : props.lateBySelf ? (
          <Text size="sm" c="dimmed">
            {t(m.already, { name, minutes: props.lateBySelf })}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
