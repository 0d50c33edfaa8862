import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { can, roleOf, type MeetingStatus } from '@matchday/shared';
import { useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { useSessionUser } from '../../../../lib/session.ts';
import { MEETING_STATUS_COLOR, MEETING_STATUS_LABEL, plural } from '../../lib/format.ts';
import { checkInOpen, currentSlot } from '../../lib/schedule-board.ts';
import { errorText, useScheduleActions } from '../../hooks/useScheduleActions.ts';
import { useScheduleBoard } from '../../hooks/useScheduleBoard.ts';
import type { BoardMeeting } from './MeetingCard.tsx';
import classes from './schedule.module.css';
import { slotLabeller, tableNames } from './slot-labels.ts';

const NOW = 'now';
const ALL = 'all';
const ON_THE_DAY = new Set<MeetingStatus>(['CONFIRMED', 'SCHEDULED', 'HELD', 'NO_SHOW']);

/** The clock the desk reads, ticking every 30 s so "now" moves on by itself. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The host's check-in desk (works on a phone): the published meetings of the current or next
 * slot by table, with big "Held" and "No-show" buttons; any slot can be chosen.
 */
export function CheckInTab(props: { eventId: string }) {
  const role = roleOf(useSessionUser());
  if (!can(role, 'changeMeetingStatus')) {
    return (
      <EmptyState title="Check-in is for the organisers">
        The programme’s administrators and the event’s hosts mark meetings held or no-show.
      </EmptyState>
    );
  }
  return <CheckInDesk eventId={props.eventId} maySchedule={can(role, 'scheduleMeetings')} />;
}

function CheckInDesk(props: { eventId: string; maySchedule: boolean }) {
  const { data, error, loading } = useScheduleBoard(props.eventId, { poll: 60_000 });
  const actions = useScheduleActions(props.eventId);
  const now = useNow();
  const [choice, setChoice] = useState<string>(NOW);
  const event = data?.event;
  const slotLabel = useMemo(
    () => slotLabeller(event?.slots ?? [], event?.timezone ?? 'UTC'),
    [event?.slots, event?.timezone],
  );
  const tables = useMemo(
    () => tableNames(event?.schedule.tables ?? 0, event?.schedule.meetingPoints ?? []),
    [event?.schedule.tables, event?.schedule.meetingPoints],
  );
  const published = useMemo(
    () =>
      (event?.meetings ?? []).filter(
        (m) => m.published && ON_THE_DAY.has(m.status) && m.slot !== null,
      ),
    [event],
  );

  if (error && !event) {
    return (
      <Alert color="red" variant="light" role="alert" title="The meetings could not be loaded">
        {error.message}
      </Alert>
    );
  }
  if (loading || !event) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading the meetings">
        <Skeleton h={90} radius="md" />
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }

  const live = currentSlot(event.slots, now);
  const slotIndex = choice === NOW ? live : choice === ALL ? null : Number(choice);
  const shown = published
    .filter((m) => slotIndex === null || m.slot === slotIndex)
    .sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0) || (a.table ?? 0) - (b.table ?? 0));
  const liveSlot = event.slots.find((s) => s.index === live);
  const inProgress = liveSlot && Date.parse(liveSlot.start) <= now;
  const held = shown.filter((m) => m.status === 'HELD').length;
  const noShow = shown.filter((m) => m.status === 'NO_SHOW').length;

  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Check-in
          </Title>
          <Select
            label="Slot"
            value={choice}
            onChange={(v) => setChoice(v ?? NOW)}
            allowDeselect={false}
            data={[
              {
                value: NOW,
                label: liveSlot
                  ? `${inProgress ? 'Now' : 'Next'}: ${slotLabel(liveSlot)}`
                  : 'Now (no slots)',
              },
              { value: ALL, label: 'All slots' },
              ...event.slots.map((s) => ({ value: String(s.index), label: slotLabel(s) })),
            ]}
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="sm" c="dimmed">
            Only meetings of the published schedule are listed. A meeting can be marked held or a
            no-show once it has begun (from 15 minutes before its start); times in {event.timezone}.
          </Text>
          {shown.length > 0 && (
            <Text size="sm" aria-live="polite">
              {plural(shown.length, 'meeting')} · {held} held · {plural(noShow, 'no-show')} ·{' '}
              {shown.length - held - noShow} to mark
            </Text>
          )}
        </Stack>
      </Paper>

      {published.length === 0 ? (
        <EmptyState title="No published meetings yet">
          {props.maySchedule
            ? 'Publish the schedule first (Schedule tab); its meetings appear here for check-in.'
            : 'The organisers have not published the schedule yet; its meetings appear here for check-in.'}
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No meetings in this slot">Choose another slot above.</EmptyState>
      ) : (
        <Stack gap="sm" data-testid="check-in-list">
          {shown.map((m) => (
            <CheckInRow
              key={m.id}
              meeting={m}
              table={m.tableName ?? (m.videoLink ? 'Online' : (tables[(m.table ?? 1) - 1] ?? ''))}
              time={slotLabel(event.slots.find((s) => s.index === m.slot)!)}
              open={checkInOpen(m.startsAt as string | null, now)}
              onMark={(status) => actions.setStatus(m.id, status)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CheckInRow(props: {
  meeting: BoardMeeting;
  table: string;
  time: string;
  open: boolean;
  onMark: (status: 'HELD' | 'NO_SHOW') => Promise<unknown>;
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
          <Text fw={600}>{m.startup?.name ?? 'Unknown startup'}</Text>
          <Text>{m.corporate?.name ?? 'Unknown corporate'}</Text>
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
