import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NowNextFieldsFragment } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { useTick } from '../../hooks/useTick.ts';
import { LiveMeetingBlock } from './LiveMeetingBlock.tsx';
import { RunningLate } from './RunningLate.tsx';

const m = defineMessages({
  title: { id: 'live.title', defaultMessage: 'Now and next at {event}' },
  liveBadge: { id: 'live.badge', defaultMessage: 'Live now' },
  before: {
    id: 'live.before',
    defaultMessage: 'The event has not started yet. Your first meeting is below.',
  },
  between: {
    id: 'live.between',
    defaultMessage: 'No meeting right now: a break until your next one.',
  },
  noneLeft: {
    id: 'live.noneLeft',
    defaultMessage: 'No more meetings for you at this event. Thank you for coming!',
  },
  ended: {
    id: 'live.ended',
    defaultMessage: 'This event has ended. Your meetings are on its agenda.',
  },
  draft: { id: 'live.draft', defaultMessage: 'This event is not published yet.' },
});

/**
 * The participant's "Now / next" during an event (decision 108): the current meeting with the
 * time left (ticking), the next one with how soon, counterpart, table or link, and "running late"
 * for the one the participant heads to. Before, between and after, it says so in words.
 */
export function NowNextView(props: {
  data: NowNextFieldsFragment;
  profilePath: (id: string) => string;
  footer?: ReactNode;
}) {
  const t = useT();
  const now = useTick();
  const d = props.data;
  const { timezone, venue, status } = d.event;
  // The clock moves on between polls: a meeting that ended locally is no longer "now".
  const currentOver = d.current && Date.parse(String(d.current.endsAt)) <= now;
  const current = currentOver ? null : d.current;
  const target = current ?? d.next;
  const words =
    status === 'PREVIOUS'
      ? t(m.ended)
      : status === 'DRAFT'
        ? t(m.draft)
        : !current && !d.next
          ? t(m.noneLeft)
          : !current && status === 'UPCOMING'
            ? t(m.before)
            : !current
              ? t(m.between)
              : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="live-title"
      data-testid="now-next"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="live-title">
            {t(m.title, { event: d.event.name })}
          </Title>
          {status === 'LIVE' && (
            <Text span size="sm" fw={700} c="red.8" data-testid="live-badge">
              ● {t(m.liveBadge)}
            </Text>
          )}
        </Group>
        {words && (
          <Text c="dimmed" data-testid="live-words">
            {words}
          </Text>
        )}
        {current && (
          <LiveMeetingBlock
            kind="now"
            meeting={current}
            eventId={d.event.id}
            timezone={timezone}
            venue={venue}
            now={now}
            profilePath={props.profilePath}
          />
        )}
        {current && d.next && <Divider />}
        {d.next && status !== 'PREVIOUS' && (
          <LiveMeetingBlock
            kind="next"
            meeting={d.next}
            eventId={d.event.id}
            timezone={timezone}
            venue={venue}
            now={now}
            profilePath={props.profilePath}
          />
        )}
        {target && status !== 'PREVIOUS' && (
          <>
            <Divider />
            <RunningLate
              key={target.id}
              meetingId={target.id}
              counterpart={target.counterpart.name}
              lateBySelf={target.lateBySelf}
            />
          </>
        )}
        {props.footer}
      </Stack>
    </Card>
  );
}
