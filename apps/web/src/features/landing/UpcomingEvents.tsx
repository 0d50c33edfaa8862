import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { Link } from 'react-router';
import { Container } from '../../components/layout/Grid.tsx';
import { useSessionUser } from '../../lib/session.ts';
import {
  dateTile,
  eventPlace,
  eventWhen,
  FORMAT_WORD,
  openTo,
  registrationWord,
  zoneWord,
} from './event-words.ts';
import classes from './landing.module.css';
import { loadPublicEvents, usePublicEvents, type LoadPublicEvents } from './public-events.ts';

/** How many events the landing page shows. */
export const LANDING_EVENTS = 6;

type PublicEvent = {
  id: string;
  name: string;
  description: string;
  format: string;
  venue: string;
  timezone: string;
  startDate: unknown;
  endDate: unknown;
  restrictedTo: string[];
  registrationOpen: boolean;
  status?: string;
  registrationClosesAt?: unknown;
};

/** Phones show this many; the rest from the small breakpoint up. */
const ON_PHONES = 3;

function EventTile({
  event: e,
  action,
  phoneHidden,
}: {
  event: PublicEvent;
  action: React.ReactNode;
  phoneHidden?: boolean;
}) {
  const tile = dateTile(e.startDate, e.timezone);
  const restricted = openTo(e.restrictedTo);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow="xs"
      h="100%"
      role="listitem"
      visibleFrom={phoneHidden ? 'sm' : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Box className={classes.dateTile} aria-hidden>
            <Text fw={800} size="xl" lh={1}>
              {tile.day}
            </Text>
            <Text size="xs" fw={700} tt="uppercase">
              {tile.month}
            </Text>
          </Box>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {e.name}
            </Title>
            <Text size="sm" fw={600}>
              {eventWhen(e.startDate, e.endDate, e.timezone)}
            </Text>
            <Text size="xs" c="dimmed">
              {zoneWord(e.timezone)} ({e.timezone})
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          {e.status === 'LIVE' && (
            <Badge color="red" variant="filled" size="sm">
              Live now
            </Badge>
          )}
          <Badge variant="light" size="sm">
            {FORMAT_WORD[e.format] ?? e.format}
          </Badge>
          {e.format !== 'DIGITAL' && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {eventPlace(e)}
            </Text>
          )}
        </Group>
        {e.description.trim() && (
          <Text size="sm" lineClamp={3}>
            {e.description}
          </Text>
        )}
        {restricted && (
          <Text size="sm" fw={500} data-testid="open-to">
            {restricted}
          </Text>
        )}
        <Group justify="space-between" gap="xs" mt="auto" pt="xs" wrap="wrap">
          <Text size="xs" c={e.registrationOpen ? 'green.8' : 'dimmed'} fw={500}>
            {registrationWord(e)}
          </Text>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}

/** The events themselves, read from the public graph by `load`. */
export function UpcomingEventList({ load = loadPublicEvents }: { load?: LoadPublicEvents }) {
  const user = useSessionUser();
  const { events: data, loading, error } = usePublicEvents(LANDING_EVENTS, load);
  const events = data ?? [];
  const area = user && !user.admin ? homePathFor(user) : null;
  const actionFor = (e: PublicEvent) =>
    area ? (
      <Button component={Link} to={`${area}/events/${e.id}`} size="xs" variant="light">
        See the event
      </Button>
    ) : user ? null : (
      <Button
        component={Link}
        to={{ pathname: '/', search: `?event=${encodeURIComponent(e.id)}`, hash: '#sign-in' }}
        size="xs"
        aria-label={`Register to take part in ${e.name}`}
      >
        Register to take part
      </Button>
    );

  if (loading && !data) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        aria-busy="true"
        role="status"
        aria-label="Loading events"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={200} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (error && !data) {
    return (
      <Alert color="gray" variant="light" role="status" maw={640} mx="auto">
        The list of events could not be loaded just now. Sign in or register to see them in your
        area.
      </Alert>
    );
  }
  if (events.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" maw={640} mx="auto" ta="center" data-testid="no-events">
        <Text fw={600}>No events are open right now</Text>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          New matchmaking events are published here. Register your company now and you can sign up
          as soon as the next one opens.
        </Text>
        {!user && (
          <Button component="a" href="#sign-in" variant="light">
            Register your company
          </Button>
        )}
      </Paper>
    );
  }
  return (
    <>
      <SimpleGrid
        cols={{ base: 1, sm: Math.min(2, events.length), md: Math.min(3, events.length) }}
        maw={events.length === 1 ? 520 : events.length === 2 ? 880 : undefined}
        mx="auto"
        role="list"
        aria-label="Upcoming events"
      >
        {events.map((e, i) => (
          <EventTile key={e.id} event={e} action={actionFor(e)} phoneHidden={i >= ON_PHONES} />
        ))}
      </SimpleGrid>
      {events.length > ON_PHONES && (
        <Text hiddenFrom="sm" size="sm" c="dimmed" ta="center" mt="md">
          More events are coming up: sign in or register to see them all.
        </Text>
      )}
    </>
  );
}

/** "Upcoming matchmaking events": the published upcoming events of the public graph. */
export function UpcomingEvents() {
  return (
    <Box component="section" id="events" aria-labelledby="events-title" py={{ base: 48, sm: 72 }}>
      <Container>
        <Stack gap={4} mb="xl" align="center" ta="center">
          <Title id="events-title" order={2}>
            Upcoming matchmaking events
          </Title>
          <Text c="dimmed" maw={640}>
            Meet corporates and public bodies one to one. Startups register for an event; the
            programme confirms each place.
          </Text>
        </Stack>
        <UpcomingEventList />
      </Container>
    </Box>
  );
}
