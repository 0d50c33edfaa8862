import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ParticipantEventCardFieldsFragment } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { AttendanceBadge } from './AttendanceBadge.tsx';
import {
  attendeeText,
  dateRange,
  formatLabel,
  placeText,
  registrationText,
  zoneLabel,
} from './event-text.ts';

const m = defineMessages({
  over: { id: 'events.card.over', defaultMessage: 'This event is over' },
  live: { id: 'events.card.live', defaultMessage: 'Live now' },
});
import classes from './participant.module.css';

/** One event in the list: when, where, who, and where the own organisation stands. */
export function EventCard(props: { event: ParticipantEventCardFieldsFragment; to: string }) {
  const t = useT();
  const e = props.event;
  const open = e.registrationOpen;
  const footer = e.status === 'PREVIOUS' ? t(m.over) : registrationText(e, t);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component={Link}
      to={props.to}
      className={classes.card}
      data-testid="event-card"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" className={classes.cardTitle}>
            {e.name}
          </Title>
          {e.myAttendance && (
            <AttendanceBadge state={e.myAttendance.state} over={e.status === 'PREVIOUS'} />
          )}
        </Group>
        <div>
          <Text fw={600} size="sm">
            {dateRange(e.startDate, e.endDate, e.timezone)}
          </Text>
          <Text size="xs" c="dimmed">
            {zoneLabel(e.timezone, e.startDate, t)}
          </Text>
        </div>
        <Group gap={6}>
          {e.status === 'LIVE' && (
            <Badge color="red" variant="filled" size="sm">
              {t(m.live)}
            </Badge>
          )}
          <Badge variant="outline" color="gray" size="sm">
            {formatLabel(e.format, t)}
          </Badge>
          {e.format !== 'DIGITAL' && (
            <Text size="sm" c="dimmed" className={classes.place}>
              {placeText(e, t)}
            </Text>
          )}
        </Group>
        <Text size="sm">{attendeeText(e.attendees, t)}</Text>
        <Text
          size="sm"
          mt="auto"
          pt="xs"
          fw={500}
          c={open ? 'green.8' : 'dimmed'}
          className={classes.cardFooter}
        >
          {footer}
        </Text>
      </Stack>
    </Card>
  );
}
