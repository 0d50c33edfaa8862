import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MyHomeQuery } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { timeRange, zoneLabel } from '../lib/home-text.ts';
import { HomeEmpty } from './HomeEmpty.tsx';
import classes from './home.module.css';

type Meeting = NonNullable<MyHomeQuery['myHome']['nextMeeting']>;
const DAY = 86_400_000;

/** "Under way", "Today", "Tomorrow", "In 5 days": calendar days in the event's zone. */
function when(m: Meeting, now = Date.now()): string {
  const start = Date.parse(String(m.startsAt));
  if (start <= now) return 'Under way';
  const zone = { timeZone: m.event.timezone };
  const days = Math.round(
    (Date.parse(formatDate(start, zone)) - Date.parse(formatDate(now, zone))) / DAY,
  );
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `In ${days} days`;
}

/**
 * The company's next published meeting: day and time in the event's zone (named), the
 * counterpart, the event, the table or video room, and the way to the event's agenda.
 */
export function NextMeetingCard(props: {
  meeting: Meeting | null;
  basePath: string;
  profilePath: (id: string) => string;
}) {
  const m = props.meeting;
  const zone = m?.event.timezone ?? 'UTC';
  const place = m ? [m.tableName, m.event.venue.trim()].filter(Boolean).join(', ') : '';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="home-next-meeting"
      data-testid="home-next-meeting"
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="home-next-meeting">
          Next meeting
        </Title>
        {m && (
          <Badge variant="light" color="amber" c="amber.9">
            {when(m)}
          </Badge>
        )}
      </Group>
      {!m ? (
        <HomeEmpty
          title="No meetings yet"
          action={
            <Anchor component={Link} to={`${props.basePath}/events`} size="sm" fw={600}>
              See your events →
            </Anchor>
          }
        >
          Your meetings appear here when the organisers publish the schedule of an event you take
          part in.
        </HomeEmpty>
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm" fw={600} c="matchday.8">
              {formatDate(m.startsAt, { timeZone: zone })}
            </Text>
            <Text className={classes.clock}>{timeRange(m.startsAt, m.endsAt, zone)}</Text>
            <Text size="sm" c="dimmed">
              {zoneLabel(zone, m.startsAt)}
            </Text>
          </div>
          <Text size="lg">
            with{' '}
            <Anchor component={Link} to={props.profilePath(m.counterpart.id)} fw={700}>
              {m.counterpart.name}
            </Anchor>
          </Text>
          <dl className={classes.facts}>
            <dt>Event</dt>
            <dd>{m.event.name}</dd>
            {m.needTitle && (
              <>
                <dt>Need</dt>
                <dd>{m.needTitle}</dd>
              </>
            )}
            {place && (
              <>
                <dt>Where</dt>
                <dd>{place}</dd>
              </>
            )}
            {m.videoLink && (
              <>
                <dt>Video</dt>
                <dd>
                  <Anchor href={m.videoLink} target="_blank" rel="noopener noreferrer">
                    {m.videoLink.replace(/^https?:\/\//, '')}
                  </Anchor>
                </dd>
              </>
            )}
          </dl>
          <Group gap="xs">
            <Button component={Link} to={`${props.basePath}/events/${m.event.id}/agenda`}>
              Open the agenda
            </Button>
            {m.videoLink && (
              <Button
                component="a"
                href={m.videoLink}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
              >
                Join the video call
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
