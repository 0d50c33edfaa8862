import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ArrivalSuggestion } from '../../../../gql/admin.ts';
import { MEETING_STATUS_COLOR, MEETING_STATUS_LABEL } from '../../lib/format.ts';
import { errorText } from '../../hooks/useScheduleActions.ts';
import type { BoardMeeting } from './MeetingCard.tsx';
import classes from './schedule.module.css';

export type RowArrival = {
  startup: boolean;
  corporate: boolean;
  suggestion?: ArrivalSuggestion | null;
};

const SUGGESTION: Record<ArrivalSuggestion, string> = {
  HELD: 'Both have arrived: it can be marked held.',
  NO_SHOW_STARTUP: 'The startup has not arrived 5 minutes after the start: a no-show?',
  NO_SHOW_CORPORATE: 'The corporate has not arrived 5 minutes after the start: a no-show?',
  NO_SHOW_BOTH: 'Nobody has arrived 5 minutes after the start: a no-show?',
};

/** One meeting at the desk: table, time, the pair (with who has arrived), Held / No-show. */
export function CheckInRow(props: {
  meeting: BoardMeeting;
  table: string;
  time: string;
  open: boolean;
  onMark: (status: 'HELD' | 'NO_SHOW') => Promise<unknown>;
  arrival?: RowArrival;
}) {
  const m = props.meeting;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mark = async (status: 'HELD' | 'NO_SHOW') => {
    setBusy(status);
    setError(null);
    try {
      await props.onMark(status);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const pair = `${m.startup?.name ?? 'Unknown startup'} – ${m.corporate?.name ?? 'Unknown corporate'}`;
  return (
    <article
      className={classes.checkRow}
      aria-label={`${props.table}: ${pair}`}
      style={{
        ['--status-color' as string]: `var(--mantine-color-${MEETING_STATUS_COLOR[m.status]}-6)`,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {props.table}
            </Text>
            <Text size="sm" c="dimmed">
              {props.time}
            </Text>
          </Stack>
          <Badge color={MEETING_STATUS_COLOR[m.status]} variant="light" size="lg">
            {m.status === 'CONFIRMED' || m.status === 'SCHEDULED'
              ? 'Not marked'
              : MEETING_STATUS_LABEL[m.status]}
          </Badge>
        </Group>
        <div>
          <Text fw={600}>
            {m.startup?.name ?? 'Unknown startup'}
            {props.arrival?.startup && <Here />}
          </Text>
          <Text>
            {m.corporate?.name ?? 'Unknown corporate'}
            {props.arrival?.corporate && <Here />}
          </Text>
          {props.arrival?.suggestion && (m.status === 'CONFIRMED' || m.status === 'SCHEDULED') && (
            <Text size="sm" c={props.arrival.suggestion === 'HELD' ? 'teal.8' : 'orange.9'}>
              {SUGGESTION[props.arrival.suggestion]}
            </Text>
          )}
          {m.changedSincePublish && (
            <Text size="xs" c="orange.9">
              Moved in the draft; participants still have the published time and table.
            </Text>
          )}
        </div>
        <SimpleGrid cols={2} spacing="xs">
          <Button
            className={classes.bigButton}
            color="teal"
            variant={m.status === 'HELD' ? 'filled' : 'light'}
            aria-pressed={m.status === 'HELD'}
            disabled={!props.open || (busy !== null && busy !== 'HELD')}
            loading={busy === 'HELD'}
            onClick={() => void mark('HELD')}
            aria-label={`Held: ${pair}`}
          >
            Held
          </Button>
          <Button
            className={classes.bigButton}
            color="orange"
            variant={m.status === 'NO_SHOW' ? 'filled' : 'light'}
            aria-pressed={m.status === 'NO_SHOW'}
            disabled={!props.open || (busy !== null && busy !== 'NO_SHOW')}
            loading={busy === 'NO_SHOW'}
            onClick={() => void mark('NO_SHOW')}
            aria-label={`No-show: ${pair}`}
          >
            No-show
          </Button>
        </SimpleGrid>
        {!props.open && (
          <Text size="xs" c="dimmed">
            Opens 15 minutes before the meeting starts.
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </article>
  );
}

function Here() {
  return (
    <Badge ml={6} size="xs" color="teal" variant="light">
      Arrived
    </Badge>
  );
}
