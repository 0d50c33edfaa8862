import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { can, reachOf, roleOf } from '@matchday/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../../components/PageHeader.tsx';
import {
  AdminEventPageDocument,
  type AdminEventPageQuery,
  type EventWhen,
} from '../../../../../gql/admin.ts';
import { useSessionUser } from '../../../../../lib/session.ts';
import { EVENT_STATUS_COLOR, eventDates } from '../../../lib/labels.ts';
import { COUNT_WORD, EVENT_STATUS_WORD, FORMAT_WORD } from '../../../lib/event-words.ts';
import { defineMessages, type Message, useT } from '../../../../../lib/messages.ts';
import { ListFooter } from '../../../../../components/list/ListFooter.tsx';
import { LoadingRows } from '../../../../../components/list/LoadingRows.tsx';
import { SearchInput } from '../../../../../components/list/SearchInput.tsx';
import { useListParams } from '../../../../../lib/use-list-params.ts';

const PAGE_SIZE = 20;
type Row = AdminEventPageQuery['eventPage']['items'][number];

const m = defineMessages({
  upcoming: { id: 'events.admin.list.upcoming', defaultMessage: 'Upcoming' },
  previous: { id: 'events.admin.list.previous', defaultMessage: 'Previous' },
  drafts: { id: 'events.admin.list.drafts', defaultMessage: 'Drafts' },
  emptyUpcoming: { id: 'events.admin.list.emptyUpcoming', defaultMessage: 'No upcoming events' },
  emptyUpcomingText: {
    id: 'events.admin.list.emptyUpcomingText',
    defaultMessage: 'A published event is listed here until its end date has passed.',
  },
  emptyPrevious: {
    id: 'events.admin.list.emptyPrevious',
    defaultMessage: 'No previous events yet',
  },
  emptyPreviousText: {
    id: 'events.admin.list.emptyPreviousText',
    defaultMessage:
      'Events move here once their end date has passed, with their participants and meetings.',
  },
  emptyDrafts: { id: 'events.admin.list.emptyDrafts', defaultMessage: 'No drafts' },
  emptyDraftsText: {
    id: 'events.admin.list.emptyDraftsText',
    defaultMessage:
      'A new event starts as a draft, seen only by admins and its hosts, until it is published.',
  },
  hostedToo: {
    id: 'events.admin.list.hostedToo',
    defaultMessage: '{text} You see the events an admin has made you host of.',
  },
  noMatch: {
    id: 'events.admin.list.noMatch',
    defaultMessage:
      'No {when, select, PREVIOUS {previous} DRAFT {drafts} other {upcoming}} event matches “{search}”',
  },
  tryShorter: {
    id: 'events.admin.list.tryShorter',
    defaultMessage: 'Try a shorter search, or look under another tab.',
  },
  create: { id: 'events.admin.list.create', defaultMessage: 'Create event' },
  title: { id: 'events.admin.list.title', defaultMessage: 'Events' },
  descHosted: {
    id: 'events.admin.list.descHosted',
    defaultMessage: 'The events you host: participants, matching and scheduling.',
  },
  desc: {
    id: 'events.admin.list.desc',
    defaultMessage: 'Matchmaking events of the programme: dates, grid, participants.',
  },
  show: { id: 'events.admin.list.show', defaultMessage: 'Show' },
  search: { id: 'events.admin.list.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'events.admin.list.searchPlaceholder', defaultMessage: 'Event name' },
  loadFailed: {
    id: 'events.admin.list.loadFailed',
    defaultMessage: 'The events could not be loaded',
  },
  noun: {
    id: 'events.admin.list.noun',
    defaultMessage: '{count, plural, one {event} other {events}}',
  },
  waiting: { id: 'events.admin.list.waiting', defaultMessage: '{count} waiting for approval' },
  event: { id: 'events.admin.list.colEvent', defaultMessage: 'Event' },
  dates: { id: 'events.admin.list.colDates', defaultMessage: 'Dates' },
  format: { id: 'events.admin.list.colFormat', defaultMessage: 'Format' },
  venue: { id: 'events.admin.list.colVenue', defaultMessage: 'Venue' },
  status: { id: 'events.admin.list.colStatus', defaultMessage: 'Status' },
  participants: { id: 'events.admin.list.colParticipants', defaultMessage: 'Participants' },
  online: { id: 'events.admin.list.online', defaultMessage: 'Online' },
});

const TABS: { value: EventWhen; label: Message }[] = [
  { value: 'UPCOMING', label: m.upcoming },
  { value: 'PREVIOUS', label: m.previous },
  { value: 'DRAFT', label: m.drafts },
];

const EMPTY: Record<EventWhen, { title: Message; text: Message }> = {
  UPCOMING: { title: m.emptyUpcoming, text: m.emptyUpcomingText },
  PREVIOUS: { title: m.emptyPrevious, text: m.emptyPreviousText },
  DRAFT: { title: m.emptyDrafts, text: m.emptyDraftsText },
};

/** /admin/events: the events this admin may see, by Upcoming / Previous / Drafts, searched, paged. */
export function EventsListPage(props: { basePath: string }) {
  const t = useT();
  const role = roleOf(useSessionUser());
  const mayCreate = can(role, 'createEvents');
  const hostedOnly = reachOf(role, 'viewEvents') === 'hostedEvents';
  const list = useListParams();
  const when = (TABS.find((t) => t.value === list.get('when'))?.value ?? 'UPCOMING') as EventWhen;
  const search = list.get('q');
  const { data, previousData, loading, error } = useQuery(AdminEventPageDocument, {
    variables: {
      when,
      search: search || null,
      offset: (list.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  });
  const page = (data ?? previousData)?.eventPage;
  const rows = data ? data.eventPage.items : loading ? [] : (page?.items ?? []);
  const createButton = mayCreate && (
    <Button component={Link} to={`${props.basePath}/new`} data-testid="create-event">
      {t(m.create)}
    </Button>
  );
  const eventPath = (id: string) => `${props.basePath}/${id}`;

  return (
    <Stack gap="md">
      <PageHeader
        title={t(m.title)}
        description={hostedOnly ? t(m.descHosted) : t(m.desc)}
        actions={createButton}
      />
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="events-when-label">
              {t(m.show)}
            </Text>
            <SegmentedControl
              aria-labelledby="events-when-label"
              data={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
              value={when}
              onChange={(v) => list.setFilter('when', v === 'UPCOMING' ? null : v)}
              data-testid="events-when"
            />
          </Stack>
          <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
            <SearchInput
              label={t(m.search)}
              placeholder={t(m.searchPlaceholder)}
              value={search}
              onSearch={(v) => list.setFilter('q', v)}
              testId="events-search"
            />
          </div>
        </Group>
      </Card>
      {error && (
        <Alert color="red" variant="light" role="alert" title={t(m.loadFailed)}>
          {error.message}
        </Alert>
      )}
      {page && page.total === 0 && !loading ? (
        <EmptyState
          title={search ? t(m.noMatch, { when, search }) : t(EMPTY[when].title)}
          action={!search && when !== 'PREVIOUS' ? createButton : undefined}
        >
          {search
            ? t(m.tryShorter)
            : hostedOnly
              ? t(m.hostedToo, { text: t(EMPTY[when].text) })
              : t(EMPTY[when].text)}
        </EmptyState>
      ) : (
        <>
          <Card withBorder radius="md" padding={0} visibleFrom="sm">
            <EventsTable rows={rows} loading={loading} eventPath={eventPath} />
          </Card>
          <Stack gap="sm" hiddenFrom="sm" data-testid="events-cards">
            {rows.length === 0 && loading
              ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={112} radius="md" />)
              : rows.map((e) => <EventCard key={e.id} event={e} to={eventPath(e.id)} />)}
          </Stack>
        </>
      )}
      <ListFooter
        total={page?.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        noun={m.noun}
        onPage={list.setPage}
      />
    </Stack>
  );
}

function StatusBadge(props: { event: Row }) {
  const t = useT();
  return (
    <Badge color={EVENT_STATUS_COLOR[props.event.status]} variant="light" style={{ flexShrink: 0 }}>
      {t(EVENT_STATUS_WORD[props.event.status])}
    </Badge>
  );
}

function Counts(props: { event: Row }) {
  const { startups, corporates, registered } = props.event.attendees;
  const t = useT();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(COUNT_WORD.startups, { count: startups })} ·{' '}
        {t(COUNT_WORD.corporates, { count: corporates })}
      </Text>
      {registered > 0 && (
        <Text size="xs" c="yellow.9" fw={600}>
          {t(m.waiting, { count: registered })}
        </Text>
      )}
    </Stack>
  );
}

function EventsTable(props: { rows: Row[]; loading: boolean; eventPath: (id: string) => string }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="events-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(m.event)}</Table.Th>
            <Table.Th>{t(m.dates)}</Table.Th>
            <Table.Th>{t(m.format)}</Table.Th>
            <Table.Th>{t(m.venue)}</Table.Th>
            <Table.Th>{t(m.status)}</Table.Th>
            <Table.Th>{t(m.participants)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading && props.rows.length === 0 ? (
            <LoadingRows columns={6} />
          ) : (
            props.rows.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td maw={280}>
                  <Text
                    component={Link}
                    to={props.eventPath(e.id)}
                    fw={600}
                    c="matchday.8"
                    size="sm"
                  >
                    {e.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{eventDates(e.startDate, e.endDate, e.timezone)}</Text>
                  <Text size="xs" c="dimmed">
                    {e.timezone}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(FORMAT_WORD[e.format])}</Text>
                </Table.Td>
                <Table.Td maw={200}>
                  <Text size="sm" lineClamp={2}>
                    {e.venue || (e.format === 'DIGITAL' ? t(m.online) : '—')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge event={e} />
                </Table.Td>
                <Table.Td>
                  <Counts event={e} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EventCard(props: { event: Row; to: string }) {
  const e = props.event;
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={e.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text component={Link} to={props.to} fw={700} c="matchday.8">
          {e.name}
        </Text>
        <StatusBadge event={e} />
      </Group>
      <Text size="sm" mt={4}>
        {eventDates(e.startDate, e.endDate, e.timezone)}
      </Text>
      <Text size="xs" c="dimmed">
        {e.timezone} · {t(FORMAT_WORD[e.format])}
        {e.venue ? ` · ${e.venue}` : ''}
      </Text>
      <Group mt="xs">
        <Counts event={e} />
      </Group>
    </Paper>
  );
}
