import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { ParticipantEventDocument } from '../../../../gql/startup.ts';
import { AttendingMembersCard } from './AttendingMembersCard.tsx';
import { AvailabilityCard } from './AvailabilityCard.tsx';
import { EventFacts } from './EventFacts.tsx';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { dateRange, formatLabel, TAKING_PART, zoneLabel } from './event-text.ts';
import { RegistrationCard } from './RegistrationCard.tsx';
import type { ParticipantRole } from './registration.ts';
import { ScheduleOutline } from './ScheduleOutline.tsx';

const m = defineMessages({
  loading: { id: 'events.detail.loading', defaultMessage: 'Loading the event' },
  back: { id: 'events.detail.back', defaultMessage: '← All events' },
  failed: { id: 'events.detail.failed', defaultMessage: 'The event could not be loaded' },
  notFound: { id: 'events.detail.notFound', defaultMessage: 'Event not found' },
  notFoundText: {
    id: 'events.detail.notFound.text',
    defaultMessage:
      'This event does not exist, or it is not open to your organisation. The list of events shows every event you can take part in.',
  },
  previous: { id: 'events.detail.previous', defaultMessage: 'Previous' },
  upcoming: { id: 'events.detail.upcoming', defaultMessage: 'Upcoming' },
  about: { id: 'events.detail.about', defaultMessage: 'About the event' },
  noDescription: {
    id: 'events.detail.noDescription',
    defaultMessage: 'The organisers have not added a description yet.',
  },
});

function Loading() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={t(m.loading)}>
      <Skeleton h={32} w="50%" />
      <Skeleton h={18} w="35%" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={220} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={220} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * `/startup/events/:id`, `/corporate/events/:id` (the `joinevent` mails link here): the event,
 * the own registration and what comes next, and — while taking part — the slots the
 * organisation cannot attend and who from the team comes.
 */
export function EventDetailPage(props: { role: ParticipantRole; basePath: string }) {
  const t = useT();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ParticipantEventDocument, {
    variables: { id },
    skip: !id,
  });
  const e = data?.event;
  const back = (
    <Anchor component={Link} to={props.basePath} size="sm">
      {t(m.back)}
    </Anchor>
  );

  if (!e) {
    return (
      <Stack gap="sm" maw={1200}>
        {back}
        {loading || !id ? (
          <Loading />
        ) : error && !/not found|no such/i.test(error.message) ? (
          <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
            {error.message}
          </Alert>
        ) : (
          <EmptyState title={t(m.notFound)}>{t(m.notFoundText)}</EmptyState>
        )}
      </Stack>
    );
  }

  const attendance = e.myAttendance;
  const takingPart = !!attendance && TAKING_PART.includes(attendance.state);
  const over = e.status === 'PREVIOUS';

  return (
    <Stack gap="sm" maw={1200}>
      {back}
      <Stack gap={4} mb="sm">
        <Group gap="xs">
          <Badge variant="light" color={over ? 'gray' : 'matchday'}>
            {t(over ? m.previous : m.upcoming)}
          </Badge>
          <Badge variant="outline" color="gray">
            {formatLabel(e.format, t)}
          </Badge>
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {e.name}
        </Title>
        <Text c="dimmed">
          {dateRange(e.startDate, e.endDate, e.timezone)} · {zoneLabel(e.timezone, e.startDate, t)}
        </Text>
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <RegistrationCard role={props.role} event={e} />
            <EventFacts event={e} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="xs">
                {t(m.about)}
              </Title>
              {e.description.trim() ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {e.description}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(m.noDescription)}
                </Text>
              )}
            </Card>
            <ScheduleOutline event={e} />
            {takingPart && (
              <>
                <AvailabilityCard
                  key={`slots-${attendance.id}`}
                  event={e}
                  unavailableSlots={attendance.unavailableSlots}
                  readOnly={over}
                />
                <AttendingMembersCard
                  key={`members-${attendance.id}`}
                  eventId={e.id}
                  attendingUserIds={attendance.attendingUserIds}
                  readOnly={over}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
