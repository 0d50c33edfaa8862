import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { BookableTimesDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { byDay, timeRange } from '../../lib/agenda-time.ts';

const m = defineMessages({
  loading: { id: 'booking.times.loading', defaultMessage: 'Looking for times you are both free' },
  failed: { id: 'booking.times.failed', defaultMessage: 'The free times could not be loaded' },
  notPossible: { id: 'booking.times.notPossible', defaultMessage: 'Not possible: {reason}' },
  noOther: {
    id: 'booking.times.noOther',
    defaultMessage: 'there is no other time you are both free',
  },
  pick: {
    id: 'booking.times.pick',
    defaultMessage: 'Times you are both free (in the event’s time zone, {zone}):',
  },
});

/**
 * The times the own organisation and a counterpart are both free at an event (bookableTimes),
 * grouped by day in the event's zone; a button per time. "Not possible: <reason>" when none.
 */
export function TimePicker(props: {
  eventId: string;
  counterpartId: string;
  busy: boolean;
  onPick: (slot: number) => void;
  /** A time not to offer (the one a counter-proposal answers). */
  exclude?: unknown;
}) {
  const t = useT();
  const { data, loading, error } = useQuery(BookableTimesDocument, {
    variables: { eventId: props.eventId, counterpartCompanyId: props.counterpartId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Skeleton h={80} radius="md" aria-label={t(m.loading)} />;
  if (error || !data?.event) {
    return (
      <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
        {error?.message}
      </Alert>
    );
  }
  const zone = data.event.timezone;
  const b = data.bookableTimes;
  const times = b.times.filter(
    (x) => !props.exclude || Date.parse(String(x.startsAt)) !== Date.parse(String(props.exclude)),
  );
  if (!b.possible || times.length === 0) {
    return (
      <Alert color="yellow" variant="light" role="status" data-testid="booking-not-possible">
        {t(m.notPossible, { reason: b.reason ?? t(m.noOther) })}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="bookable-times">
      <Text size="sm">{t(m.pick, { zone })}</Text>
      {byDay(times, zone).map(({ day, items }) => (
        <Stack gap={4} key={day}>
          <Text size="sm" fw={600}>
            {day}
          </Text>
          <Group gap="xs">
            {items.map((time) => (
              <Button
                key={time.slot}
                size="compact-sm"
                variant="light"
                disabled={props.busy}
                onClick={() => props.onPick(time.slot)}
              >
                {timeRange(time.startsAt, time.endsAt, zone)}
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
