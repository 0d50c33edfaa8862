import { Anchor, Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { EventFormat, MyHomeQuery } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { eventWhen, joinLabel, zoneLabel, type HomeRole, type T } from '../lib/home-text.ts';
import { HomeEmpty } from './HomeEmpty.tsx';
import classes from './home.module.css';

type Open = MyHomeQuery['myHome']['openEvents'][number];

const m = defineMessages({
  physical: { id: 'home.format.physical', defaultMessage: 'In person' },
  digital: { id: 'home.format.digital', defaultMessage: 'Online' },
  hybrid: { id: 'home.format.hybrid', defaultMessage: 'Hybrid' },
  venueAndOnline: { id: 'home.place.venueAndOnline', defaultMessage: '{venue} and online' },
  onSiteAndOnline: { id: 'home.place.onSiteAndOnline', defaultMessage: 'On site and online' },
  venueTba: { id: 'home.place.venueTba', defaultMessage: 'Venue to be announced' },
  upcoming: { id: 'home.open.upcoming', defaultMessage: 'Upcoming events' },
  openToJoin: { id: 'home.open.openToJoin', defaultMessage: 'Events open to join' },
  allEvents: { id: 'home.open.allEvents', defaultMessage: 'All events →' },
  corpIntro: {
    id: 'home.open.corpIntro',
    defaultMessage:
      'Corporates take part when the programme adds them: open an event to see it and ask the programme.',
  },
  noneTitle: { id: 'home.open.noneTitle', defaultMessage: 'No events open right now' },
  noneCorp: {
    id: 'home.open.noneCorp',
    defaultMessage:
      'New events appear here when the programme publishes them; the organisers add you to the ones you take part in.',
  },
  noneStartup: {
    id: 'home.open.noneStartup',
    defaultMessage:
      'New events appear here when the programme publishes them and opens registration.',
  },
  invited: { id: 'home.open.invited', defaultMessage: 'Invited' },
  closes: { id: 'home.open.closes', defaultMessage: 'Registration closes {date}' },
  linkLabel: { id: 'home.open.linkLabel', defaultMessage: '{label}: {event}' },
});

const FORMAT = { PHYSICAL: m.physical, DIGITAL: m.digital, HYBRID: m.hybrid } satisfies Record<
  EventFormat,
  unknown
>;

function placeOf(e: Open['event'], t: T) {
  const venue = e.venue.trim();
  if (e.format === 'DIGITAL') return t(m.digital);
  if (e.format === 'HYBRID') return venue ? t(m.venueAndOnline, { venue }) : t(m.onSiteAndOnline);
  return venue || t(m.venueTba);
}

/** Upcoming events the company could still join, each with the way to register. */
export function OpenEventsSection(props: { events: Open[]; role: HomeRole; basePath: string }) {
  const t = useT();
  return (
    <section aria-labelledby="home-open-events" data-testid="home-open-events">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4" id="home-open-events">
          {t(props.role === 'corp' ? m.upcoming : m.openToJoin)}
        </Title>
        <Anchor component={Link} to={`${props.basePath}/events`} size="sm" fw={600}>
          {t(m.allEvents)}
        </Anchor>
      </Group>
      {props.role === 'corp' && props.events.length > 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t(m.corpIntro)}
        </Text>
      )}
      {props.events.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <HomeEmpty title={t(m.noneTitle)}>
            {t(props.role === 'corp' ? m.noneCorp : m.noneStartup)}
          </HomeEmpty>
        </Card>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} className={classes.events}>
          {props.events.map((o) => {
            const e = o.event;
            const zone = e.timezone;
            const label = joinLabel(o, t);
            return (
              <li key={e.id}>
                <Card withBorder radius="md" padding="lg" className={classes.eventCard}>
                  <Group gap={6}>
                    <Badge variant="light" color="matchday">
                      {t(FORMAT[e.format])}
                    </Badge>
                    {o.myState === 'INVITED' && (
                      <Badge variant="light" color="amber" c="amber.9">
                        {t(m.invited)}
                      </Badge>
                    )}
                  </Group>
                  <Title order={3} size="h5">
                    {e.name}
                  </Title>
                  <Text size="sm">{eventWhen(e.startDate, e.endDate, zone)}</Text>
                  <Text size="xs" c="dimmed">
                    {zoneLabel(zone, e.startDate, t)} · {placeOf(e, t)}
                  </Text>
                  {!!e.registrationClosesAt && o.canJoin && (
                    <Text size="xs" c="dimmed">
                      {t(m.closes, {
                        date: formatDate(e.registrationClosesAt, { timeZone: zone }),
                      })}
                    </Text>
                  )}
                  <div className={classes.push}>
                    <Button
                      component={Link}
                      to={`${props.basePath}/events/${e.id}`}
                      variant={o.canJoin ? 'filled' : 'light'}
                      size="sm"
                      aria-label={t(m.linkLabel, { label, event: e.name })}
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
