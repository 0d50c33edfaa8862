import { useQuery } from '@apollo/client/react';
import { Alert, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { can, roleOf, type MeetingStatus } from '@matchday/shared';
import { useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { useSessionUser } from '../../../../lib/session.ts';
import { CheckInArrivalsDocument } from '../../../../gql/admin.ts';
import { plural } from '../../lib/format.ts';
import { checkInOpen, currentSlot } from '../../lib/schedule-board.ts';
import { useScheduleActions } from '../../hooks/useScheduleActions.ts';
import { useScheduleBoard } from '../../hooks/useScheduleBoard.ts';
import { ArrivalsDesk } from './ArrivalsDesk.tsx';
import { CheckInRow, type RowArrival } from './CheckInRow.tsx';
import { RemindersSetting } from './RemindersSetting.tsx';
import { VenueScreenCard } from './VenueScreenCard.tsx';
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
  return (
    <CheckInDesk
      eventId={props.eventId}
      maySchedule={can(role, 'scheduleMeetings')}
      mayCheckIn={can(role, 'checkInPeople')}
      mayRemind={can(role, 'setEventReminders')}
      mayVenue={can(role, 'manageVenueScreens')}
    />
  );
}

/** Who of each meeting has arrived (for those who check people in), refreshed every 30 s. */
function useArrivals(eventId: string, skip: boolean) {
  const { data } = useQuery(CheckInArrivalsDocument, {
    variables: { eventId },
    skip,
    pollInterval: 30_000,
  });
  return useMemo(() => {
    const map = new Map<string, RowArrival>();
    for (const m of data?.event.meetings ?? []) map.set(m.id, m.arrival);
    return { byMeeting: map, reminderMinutes: data?.event.reminderMinutes ?? null };
  }, [data]);
}

function CheckInDesk(props: {
  eventId: string;
  maySchedule: boolean;
  mayCheckIn: boolean;
  mayRemind: boolean;
  mayVenue: boolean;
}) {
  const { data, error, loading } = useScheduleBoard(props.eventId, { poll: 60_000 });
  const arrivals = useArrivals(props.eventId, !props.mayCheckIn);
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
    <Stack gap="sm" maw={720}>
      <Paper withBorder radius="md" p="xs" data-testid="check-in-header">
        <Group gap="xs" wrap="nowrap" align="center">
          <Title order={2} size="h5">
            Check-in
          </Title>
          <Select
            aria-label="Slot"
            size="sm"
            style={{ flex: 1, minWidth: 0 }}
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
        </Group>
        <Text size="xs" c="dimmed" mt={4} aria-live="polite">
          {shown.length > 0
            ? `${plural(shown.length, 'meeting')} · ${held} held · ${plural(noShow, 'no-show')} · ${shown.length - held - noShow} to mark · `
            : ''}
          times in {event.timezone}
        </Text>
      </Paper>
      {props.mayCheckIn && <ArrivalsDesk eventId={props.eventId} timezone={event.timezone} />}
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
              arrival={arrivals.byMeeting.get(m.id)}
            />
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        Only meetings of the published schedule are listed. A meeting can be marked held or a
        no-show from 15 minutes before its start.
      </Text>
      {props.mayRemind && arrivals.reminderMinutes !== null && (
        <RemindersSetting eventId={props.eventId} minutes={arrivals.reminderMinutes} />
      )}
      {props.mayVenue && <VenueScreenCard eventId={props.eventId} />}
    </Stack>
  );
}
