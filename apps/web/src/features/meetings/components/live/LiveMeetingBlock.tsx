import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LiveMeetingFieldsFragment } from '../../../../gql/startup.ts';
import { useMessageAction } from '../../../../lib/message-action.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { countdown, minutesUntil, slotTime } from '../../lib/live-time.ts';
import { placeName } from '../../../../lib/place.ts';

const m = defineMessages({
  now: { id: 'live.now', defaultMessage: 'Now' },
  next: { id: 'live.next', defaultMessage: 'Next' },
  left: { id: 'live.left', defaultMessage: '{time} left' },
  startsIn: {
    id: 'live.startsIn',
    defaultMessage: '{minutes, plural, =0 {starting now} one {in # minute} other {in # minutes}}',
  },
  with: { id: 'live.with', defaultMessage: 'with' },
  table: { id: 'live.table', defaultMessage: 'Where' },
  video: { id: 'live.video', defaultMessage: 'Video' },
  need: { id: 'live.need', defaultMessage: 'Need' },
  theyAreLate: {
    id: 'live.theyAreLate',
    defaultMessage: '{name} runs {minutes} min late',
  },
});

/** One meeting of the now / next view: time, what is left or how soon, counterpart, place. */
export function LiveMeetingBlock(props: {
  kind: 'now' | 'next';
  meeting: LiveMeetingFieldsFragment;
  /** The event (for "Message", which opens the conversation with the counterpart there). */
  eventId: string;
  timezone: string;
  venue: string;
  now: number;
  profilePath: (id: string) => string;
}) {
  const t = useT();
  const messageAction = useMessageAction();
  const mt = props.meeting;
  const start = Date.parse(String(mt.startsAt));
  const end = Date.parse(String(mt.endsAt));
  const place = placeName(t, mt.tableName, props.venue);
  const id = `live-${props.kind}-${mt.id}`;
  return (
    <Stack gap={6} component="section" aria-labelledby={id} data-testid={`live-${props.kind}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={id} c={props.kind === 'now' ? 'matchday.8' : undefined}>
          {t(props.kind === 'now' ? m.now : m.next)} ·{' '}
          {slotTime(mt.startsAt, mt.endsAt, props.timezone)}
        </Title>
        <Badge
          size="lg"
          variant={props.kind === 'now' ? 'filled' : 'light'}
          color={props.kind === 'now' ? 'matchday' : 'gray'}
          role="timer"
          aria-live="off"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {props.kind === 'now'
            ? t(m.left, { time: countdown(end, props.now) })
            : t(m.startsIn, { minutes: minutesUntil(start, props.now) })}
        </Badge>
      </Group>
      <Text size="xl" fw={700} lh={1.2}>
        {t(m.with)}{' '}
        <Anchor component={Link} to={props.profilePath(mt.counterpart.id)} inherit>
          {mt.counterpart.name}
        </Anchor>
      </Text>
      {mt.lateByCounterpart && (
        <Text
          fw={700}
          c="orange.9"
          bg="orange.0"
          px="sm"
          py={4}
          style={{ borderRadius: 8 }}
          data-testid="counterpart-late"
        >
          {t(m.theyAreLate, { name: mt.counterpart.name, minutes: mt.lateByCounterpart })}
        </Text>
      )}
      <Group gap="lg" wrap="wrap">
        {place && (
          <Text size="md">
            <Text span c="dimmed" size="sm">
              {t(m.table)}:{' '}
            </Text>
            <Text span fw={600}>
              {place}
            </Text>
          </Text>
        )}
        {mt.videoLink && (
          <Text size="md">
            <Text span c="dimmed" size="sm">
              {t(m.video)}:{' '}
            </Text>
            <Anchor href={mt.videoLink} target="_blank" rel="noopener noreferrer">
              {mt.videoLink.replace(/^https?:\/\//, '')}
            </Anchor>
          </Text>
        )}
        {mt.needTitle && (
          <Text size="sm" c="dimmed">
            {t(m.need)}: {mt.needTitle}
          </Text>
        )}
        {messageAction?.(mt.counterpart, props.eventId)}
      </Group>
    </Stack>
  );
}
