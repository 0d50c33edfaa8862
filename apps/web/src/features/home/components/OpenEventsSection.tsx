import { Anchor, Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { EventFormat, MyHomeQuery } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { eventWhen, joinLabel, zoneLabel, type HomeRole } from '../lib/home-text.ts';
import { HomeEmpty } from './HomeEmpty.tsx';
import classes from './home.module.css';

type Open = MyHomeQuery['myHome']['openEvents'][number];

const FORMAT: Record<EventFormat, string> = {
  PHYSICAL: 'In person',
  DIGITAL: 'Online',
  HYBRID: 'Hybrid',
};

function placeOf(e: Open['event']) {
  const venue = e.venue.trim();
  if (e.format === 'DIGITAL') return 'Online';
  if (e.format === 'HYBRID') return venue ? `${venue} and online` : 'On site and online';
  return venue || 'Venue to be announced';
}

/** Upcoming events the company could still join, each with the way to register. */
export function OpenEventsSection(props: { events: Open[]; role: HomeRole; basePath: string }) {
  return (
    <section aria-labelledby="home-open-events" data-testid="home-open-events">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4" id="home-open-events">
          {props.role === 'corp' ? 'Upcoming events' : 'Events open to join'}
        </Title>
        <Anchor component={Link} to={`${props.basePath}/events`} size="sm" fw={600}>
          All events →
        </Anchor>
      </Group>
      {props.role === 'corp' && props.events.length > 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          Corporates take part when the programme adds them: open an event to see it and ask the
          programme.
        </Text>
      )}
      {props.events.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <HomeEmpty title="No events open right now">
            {props.role === 'corp'
              ? 'New events appear here when the programme publishes them; the organisers add you to the ones you take part in.'
              : 'New events appear here when the programme publishes them and opens registration.'}
          </HomeEmpty>
        </Card>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} className={classes.events}>
          {props.events.map((o) => {
            const e = o.event;
            const zone = e.timezone;
            const label = joinLabel(o);
            return (
              <li key={e.id}>
                <Card withBorder radius="md" padding="lg" className={classes.eventCard}>
                  <Group gap={6}>
                    <Badge variant="light" color="matchday">
                      {FORMAT[e.format]}
                    </Badge>
                    {o.myState === 'INVITED' && (
                      <Badge variant="light" color="amber" c="amber.9">
                        Invited
                      </Badge>
                    )}
                  </Group>
                  <Title order={3} size="h5">
                    {e.name}
                  </Title>
                  <Text size="sm">{eventWhen(e.startDate, e.endDate, zone)}</Text>
                  <Text size="xs" c="dimmed">
                    {zoneLabel(zone, e.startDate)} · {placeOf(e)}
                  </Text>
                  {!!e.registrationClosesAt && o.canJoin && (
                    <Text size="xs" c="dimmed">
                      Registration closes {formatDate(e.registrationClosesAt, { timeZone: zone })}
                    </Text>
                  )}
                  <div className={classes.push}>
                    <Button
                      component={Link}
                      to={`${props.basePath}/events/${e.id}`}
                      variant={o.canJoin ? 'filled' : 'light'}
                      size="sm"
                      aria-label={`${label}: ${e.name}`}
                    >
                      {label}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}
