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
import {
  EVENT_STATUS_COLOR,
  EVENT_STATUS_LABEL,
  eventDates,
  FORMAT_LABEL,
  plural,
} from '../../../lib/labels.ts';
import { ListFooter } from '../../../../../components/list/ListFooter.tsx';
import { LoadingRows } from '../../../../../components/list/LoadingRows.tsx';
import { SearchInput } from '../../../../../components/list/SearchInput.tsx';
import { useListParams } from '../../../../../lib/use-list-params.ts';

const PAGE_SIZE = 20;
type Row = AdminEventPageQuery['eventPage']['items'][number];

const TABS: { value: EventWhen; label: string }[] = [
  { value: 'UPCOMING', label: 'Upcoming' },
  { value: 'PREVIOUS', label: 'Previous' },
  { value: 'DRAFT', label: 'Drafts' },
];

const EMPTY: Record<EventWhen, { title: string; text: string }> = {
  UPCOMING: {
    title: 'No upcoming events',
    text: 'A published event is listed here until its end date has passed.',
  },
  PREVIOUS: {
    title: 'No previous events yet',
    text: 'Events move here once their end date has passed, with their participants and meetings.',
  },
  DRAFT: {
    title: 'No drafts',
    text: 'A new event starts as a draft, seen only by admins and its hosts, until it is published.',
  },
};

/** /admin/events: the events this admin may see, by Upcoming / Previous / Drafts, searched, paged. */
export function EventsListPage(props: { basePath: string }) {
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
      Create event
    </Button>
  );
  const eventPath = (id: string) => `${props.basePath}/${id}`;

  return (
    <Stack gap="md">
      <PageHeader
        title="Events"
        description={
          hostedOnly
            ? 'The events you host: participants, matching and scheduling.'
            : 'Matchmaking events of the programme: dates, grid, participants.'
        }
        actions={createButton}
      />
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="events-when-label">
              Show
            </Text>
            <SegmentedControl
              aria-labelledby="events-when-label"
              data={TABS}
              value={when}
              onChange={(v) => list.setFilter('when', v === 'UPCOMING' ? null : v)}
              data-testid="events-when"
            />
          </Stack>
          <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
            <SearchInput
              label="Search"
              placeholder="Event name"
              value={search}
              onSearch={(v) => list.setFilter('q', v)}
              testId="events-search"
            />
          </div>
        </Group>
      </Card>
      {error && (
        <Alert color="red" variant="light" role="alert" title="The events could not be loaded">
          {error.message}
        </Alert>
      )}
      {page && page.total === 0 && !loading ? (
        <EmptyState
          title={
            search
              ? `No ${TABS.find((t) => t.value === when)!.label.toLowerCase()} event matches “${search}”`
              : EMPTY[when].title
          }
          action={!search && when !== 'PREVIOUS' ? createButton : undefined}
        >
          {search
            ? 'Try a shorter search, or look under another tab.'
            : hostedOnly
              ? `${EMPTY[when].text} You see the events an admin has made you host of.`
              : EMPTY[when].text}
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
        noun={['event', 'events']}
        onPage={list.setPage}
      />
    </Stack>
  );
}

function StatusBadge(props: { event: Row }) {
  return (
    <Badge color={EVENT_STATUS_COLOR[props.event.status]} variant="light" style={{ flexShrink: 0 }}>
      {EVENT_STATUS_LABEL[props.event.status]}
    </Badge>
  );
}

function Counts(props: { event: Row }) {
  const { startups, corporates, registered } = props.event.attendees;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {plural(startups, 'startup')} · {plural(corporates, 'corporate')}
      </Text>
      {registered > 0 && (
        <Text size="xs" c="yellow.9" fw={600}>
          {registered} waiting for approval
        </Text>
      )}
    </Stack>
  );
}

function EventsTable(props: { rows: Row[]; loading: boolean; eventPath: (id: string) => string }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="events-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Dates</Table.Th>
            <Table.Th>Format</Table.Th>
            <Table.Th>Venue</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Participants</Table.Th>
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
                  <Text size="sm">{FORMAT_LABEL[e.format]}</Text>
                </Table.Td>
                <Table.Td maw={200}>
                  <Text size="sm" lineClamp={2}>
                    {e.venue || (e.format === 'DIGITAL' ? 'Online' : '—')}
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
        {e.timezone} · {FORMAT_LABEL[e.format]}
        {e.venue ? ` · ${e.venue}` : ''}
      </Text>
      <Group mt="xs">
        <Counts event={e} />
      </Group>
    </Paper>
  );
}
