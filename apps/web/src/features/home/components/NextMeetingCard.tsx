import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { localDay } from '@matchday/shared';
import { Link } from 'react-router';
import type { MyHomeQuery } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { placeName } from '../../../lib/place.ts';
import { timeRange, zoneLabel, type T } from '../lib/home-text.ts';
import { HomeEmpty } from './HomeEmpty.tsx';
import classes from './home.module.css';

type Meeting = NonNullable<MyHomeQuery['myHome']['nextMeeting']>;
const DAY = 86_400_000;

const w = defineMessages({
  underWay: { id: 'home.next.underWay', defaultMessage: 'Under way' },
  today: { id: 'home.next.today', defaultMessage: 'Today' },
  tomorrow: { id: 'home.next.tomorrow', defaultMessage: 'Tomorrow' },
  inDays: { id: 'home.next.inDays', defaultMessage: 'In {days} days' },
  title: { id: 'home.next.title', defaultMessage: 'Next meeting' },
  none: { id: 'home.next.none', defaultMessage: 'No meetings yet' },
  seeEvents: { id: 'home.next.seeEvents', defaultMessage: 'See your events →' },
  noneText: {
    id: 'home.next.noneText',
    defaultMessage:
      'Your meetings appear here when the organisers publish the schedule of an event you take part in.',
  },
  with: { id: 'home.next.with', defaultMessage: 'with' },
  event: { id: 'home.next.event', defaultMessage: 'Event' },
  need: { id: 'home.next.need', defaultMessage: 'Need' },
  where: { id: 'home.next.where', defaultMessage: 'Where' },
  video: { id: 'home.next.video', defaultMessage: 'Video' },
  agenda: { id: 'home.next.agenda', defaultMessage: 'Open the agenda' },
  join: { id: 'home.next.join', defaultMessage: 'Join the video call' },
});

/** "Under way", "Today", "Tomorrow", "In 5 days": calendar days in the event's zone. */
function when(m: Meeting, t: T, now = Date.now()): string {
  const start = Date.parse(String(m.startsAt));
  if (start <= now) return t(w.underWay);
  const day = (at: number) => Date.parse(localDay(at, m.event.timezone));
  const days = Math.round((day(start) - day(now)) / DAY);
  if (days <= 0) return t(w.today);
  if (days === 1) return t(w.tomorrow);
  return t(w.inDays, { days });
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
  const t = useT();
  const m = props.meeting;
  const zone = m?.event.timezone ?? 'UTC';
  const place = m ? placeName(t, m.tableName, m.event.venue) : '';
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
          {t(w.title)}
        </Title>
        {m && (
          <Badge variant="light" color="amber" c="amber.9">
            {when(m, t)}
          </Badge>
        )}
      </Group>
      {!m ? (
        <HomeEmpty
          title={t(w.none)}
          action={
            <Anchor component={Link} to={`${props.basePath}/events`} size="sm" fw={600}>
              {t(w.seeEvents)}
            </Anchor>
          }
        >
          {t(w.noneText)}
        </HomeEmpty>
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm" fw={600} c="matchday.8">
              {formatDate(m.startsAt, { timeZone: zone })}
            </Text>
            <Text className={classes.clock}>{timeRange(m.startsAt, m.endsAt, zone)}</Text>
            <Text size="sm" c="dimmed">
              {zoneLabel(zone, m.startsAt, t)}
            </Text>
          </div>
          <Text size="lg">
            {t(w.with)}{' '}
            <Anchor component={Link} to={props.profilePath(m.counterpart.id)} fw={700}>
              {m.counterpart.name}
            </Anchor>
          </Text>
          <dl className={classes.facts}>
            <dt>{t(w.event)}</dt>
            <dd>{m.event.name}</dd>
            {m.needTitle && (
              <>
                <dt>{t(w.need)}</dt>
                <dd>{m.needTitle}</dd>
              </>
            )}
            {place && (
              <>
                <dt>{t(w.where)}</dt>
                <dd>{place}</dd>
              </>
            )}
            {m.videoLink && (
              <>
                <dt>{t(w.video)}</dt>
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
              {t(w.agenda)}
            </Button>
            {m.videoLink && (
              <Button
                component="a"
                href={m.videoLink}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
              >
                {t(w.join)}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
