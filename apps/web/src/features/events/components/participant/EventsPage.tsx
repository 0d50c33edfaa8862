import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ParticipantEventPageDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { EventCard } from './EventCard.tsx';
import { WithProgrammeContact } from '../../../../components/ProgrammeContact.tsx';
import type { ParticipantRole } from './registration.ts';

export const EVENTS_PAGE_SIZE = 12;
type Tab = 'upcoming' | 'previous';

const m = defineMessages({
  introStartup: {
    id: 'events.list.intro.startup',
    defaultMessage:
      'Matchmaking events you can take part in. Register, mark when you are available, and meet the corporates that choose you.',
  },
  introCorp: {
    id: 'events.list.intro.corp',
    defaultMessage:
      'The programme’s matchmaking events. The organisers add your organisation; here you see the dates, the startups taking part and your plans.',
  },
  loading: { id: 'events.list.loading', defaultMessage: 'Loading events' },
  failed: { id: 'events.list.failed', defaultMessage: 'The events could not be loaded' },
  noUpcoming: { id: 'events.list.noUpcoming', defaultMessage: 'No upcoming events yet' },
  noUpcomingStartup: {
    id: 'events.list.noUpcoming.startup',
    defaultMessage:
      'Events open to your company appear here as soon as the programme publishes them. Keep your company profile complete meanwhile: corporates choose from it.',
  },
  noUpcomingCorp: {
    id: 'events.list.noUpcoming.corp',
    defaultMessage:
      'When the programme adds your organisation to an event, it appears here. Contact the programme if you expect an event.',
  },
  contactSubject: { id: 'events.list.contactSubject', defaultMessage: 'Taking part in an event' },
  noPrevious: { id: 'events.list.noPrevious', defaultMessage: 'No previous events' },
  noPreviousText: {
    id: 'events.list.noPrevious.text',
    defaultMessage: 'Events appear here once they have ended, with your registration at the time.',
  },
  listLabel: {
    id: 'events.list.label',
    defaultMessage: '{tab, select, upcoming {Upcoming events} other {Previous events}}',
  },
  showing: {
    id: 'events.list.showing',
    defaultMessage: 'Showing {shown} of {total, plural, one {# event} other {# events}}',
  },
  more: { id: 'events.list.more', defaultMessage: 'Show more events' },
  title: { id: 'events.list.title', defaultMessage: 'Events' },
  upcoming: { id: 'events.list.upcoming', defaultMessage: 'Upcoming' },
  previous: { id: 'events.list.previous', defaultMessage: 'Previous' },
});

function LoadingCards() {
  const t = useT();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      aria-busy="true"
      role="status"
      aria-label={t(m.loading)}
    >
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Skeleton h={22} w="70%" />
            <Skeleton h={16} w="90%" />
            <Skeleton h={16} w="50%" />
            <Skeleton h={16} w="60%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function EventList(props: {
  tab: Tab;
  role: ParticipantRole;
  basePath: string;
  pages: number;
  onMore: () => void;
}) {
  const t = useT();
  const when = props.tab === 'upcoming' ? 'UPCOMING' : 'PREVIOUS';
  const { data, previousData, loading, error } = useQuery(ParticipantEventPageDocument, {
    variables: { when, offset: 0, limit: EVENTS_PAGE_SIZE * props.pages },
  });
  const page = (data ?? previousData)?.eventPage;
  const items = page?.items ?? [];

  if (!page && loading) return <LoadingCards />;
  if (!page && error) {
    return (
      <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
        {error.message}
      </Alert>
    );
  }
  if (items.length === 0) {
    return props.tab === 'upcoming' ? (
      <EmptyState title={t(m.noUpcoming)}>
        <WithProgrammeContact
          text={t(props.role === 'startup' ? m.noUpcomingStartup : m.noUpcomingCorp)}
          subject={t(m.contactSubject)}
        />
      </EmptyState>
    ) : (
      <EmptyState title={t(m.noPrevious)}>{t(m.noPreviousText)}</EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        role="list"
        aria-label={t(m.listLabel, { tab: props.tab })}
      >
        {items.map((e) => (
          <div role="listitem" key={e.id}>
            <EventCard event={e} to={`${props.basePath}/${e.id}`} />
          </div>
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="events-total">
          {t(m.showing, { shown: items.length, total: page!.total })}
        </Text>
        {items.length < page!.total && (
          <Button variant="default" loading={loading} onClick={props.onMore}>
            {t(m.more)}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
    </Stack>
  );
}

/** `/startup/events`, `/corporate/events`: upcoming and previous events (SPEC §4) as tabs. */
export function EventsPage(props: { role: ParticipantRole; basePath: string }) {
  const tr = useT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'previous' ? 'previous' : 'upcoming';
  const pages = Math.max(1, Math.min(50, Number(params.get('pages')) || 1));
  const show = (next: { tab?: Tab; pages?: number }) => {
    const t = next.tab ?? tab;
    const p = next.pages ?? 1;
    const search = new URLSearchParams();
    if (t === 'previous') search.set('tab', 'previous');
    if (p > 1) search.set('pages', String(p));
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader
        title={tr(m.title)}
        description={tr(props.role === 'startup' ? m.introStartup : m.introCorp)}
      />
      <Tabs
        value={tab}
        onChange={(v) => show({ tab: v === 'previous' ? 'previous' : 'upcoming' })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="upcoming">{tr(m.upcoming)}</Tabs.Tab>
          <Tabs.Tab value="previous">{tr(m.previous)}</Tabs.Tab>
        </Tabs.List>
        {(['upcoming', 'previous'] as const).map((t) => (
          <Tabs.Panel key={t} value={t}>
            <EventList
              tab={t}
              role={props.role}
              basePath={props.basePath}
              pages={pages}
              onMore={() => show({ pages: pages + 1 })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
