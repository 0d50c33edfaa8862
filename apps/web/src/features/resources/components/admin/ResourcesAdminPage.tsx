import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { reachOf, resourceAudiencesFor, type Role } from '@matchday/shared';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ListFooter } from '../../../../components/list/ListFooter.tsx';
import { LoadingRows } from '../../../../components/list/LoadingRows.tsx';
import { SearchInput } from '../../../../components/list/SearchInput.tsx';
import {
  ManagedResourcesDocument,
  ResourceEventChoicesDocument,
  type ManagedResourceFieldsFragment,
  type ResourceAudience,
} from '../../../../gql/admin.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { useDeleteResource } from '../../hooks/useResourceMutations.ts';
import { AUDIENCE_COLOR, AUDIENCE_LABEL, audienceText } from '../../lib/labels.ts';
import { ResourceContent } from '../ResourceContent.tsx';

const PAGE_SIZE = 20;
type Row = ManagedResourceFieldsFragment;

const AUDIENCES: { value: ResourceAudience; label: string }[] = [
  { value: 'EVERYONE', label: AUDIENCE_LABEL.EVERYONE },
  { value: 'EVENT', label: AUDIENCE_LABEL.EVENT },
  { value: 'INCUBATOR', label: AUDIENCE_LABEL.INCUBATOR },
];

/**
 * /admin/resources: the resources this organiser manages (ADMIN all, a host its events', an
 * incubator its startups'), searched, filtered by audience and event, paged; edit and delete.
 */
export function ResourcesAdminPage(props: { basePath: string; role: Role }) {
  usePageTitle('Resources');
  const list = useListParams();
  const search = list.get('q');
  const audience = (AUDIENCES.find((a) => a.value === list.get('audience'))?.value ??
    null) as ResourceAudience | null;
  const eventId = list.get('event') || null;
  const events = useQuery(ResourceEventChoicesDocument);
  const { data, previousData, loading, error } = useQuery(ManagedResourcesDocument, {
    variables: {
      search: search || null,
      audience,
      eventId,
      offset: (list.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  });
  const page = (data ?? previousData)?.managedResources;
  const rows = data ? data.managedResources.items : loading ? [] : (page?.items ?? []);
  const filtered = !!(search || audience || eventId);
  const createButton = (
    <Button component={Link} to={`${props.basePath}/new`} data-testid="create-resource">
      Add resource
    </Button>
  );
  const audiences = resourceAudiencesFor(reachOf(props.role, 'useResources'));
  const description =
    audiences.length > 1
      ? 'Documents and links for everyone, an event’s participants or an incubator’s startups.'
      : audiences[0] === 'EVENT'
        ? 'Documents and links for the participants of the events you host.'
        : 'Documents and links for your incubator’s startups.';

  return (
    <Stack gap="md">
      <PageHeader title="Resources" description={description} actions={createButton} />
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
            <SearchInput
              label="Search"
              placeholder="Title or description"
              value={search}
              onSearch={(v) => list.setFilter('q', v)}
              testId="resources-search"
            />
          </div>
          {audiences.length > 1 && (
            <Select
              label="Audience"
              placeholder="Any audience"
              data={AUDIENCES}
              value={audience}
              onChange={(v) => list.setFilter('audience', v)}
              clearable
              w={{ base: '100%', xs: 220 }}
              data-testid="resources-audience"
            />
          )}
          {audiences.includes('EVENT') && (
            <Select
              label="Event"
              placeholder="Any event"
              data={(events.data?.events ?? []).map((e) => ({ value: e.id, label: e.name }))}
              value={eventId}
              onChange={(v) => list.setFilter('event', v)}
              clearable
              searchable
              nothingFoundMessage="No event of that name"
              w={{ base: '100%', xs: 280 }}
              data-testid="resources-event"
            />
          )}
        </Group>
      </Card>
      {error && (
        <Alert color="red" variant="light" role="alert" title="The resources could not be loaded">
          {error.message}
        </Alert>
      )}
      {page && page.total === 0 && !loading ? (
        <EmptyState
          title={filtered ? 'No resource matches these filters' : 'No resources yet'}
          action={filtered ? undefined : createButton}
        >
          {filtered
            ? 'Try a shorter search or clear a filter.'
            : 'Add a guide, a checklist or a useful link; participants find it under Resources.'}
        </EmptyState>
      ) : (
        <>
          <Card withBorder radius="md" padding={0} visibleFrom="sm">
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="resources-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Resource</Table.Th>
                    <Table.Th>For</Table.Th>
                    <Table.Th>File or link</Table.Th>
                    <Table.Th>Updated</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 && loading ? (
                    <LoadingRows columns={5} />
                  ) : (
                    rows.map((r) => (
                      <Table.Tr key={r.id} data-testid="resource-row">
                        <Table.Td maw={340}>
                          <Text fw={600} size="sm">
                            {r.title}
                          </Text>
                          {r.description && (
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {r.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <AudienceBadge resource={r} />
                        </Table.Td>
                        <Table.Td maw={240}>
                          <ResourceContent resource={r} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="sm">{formatDate(r.updatedAt)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <RowActions resource={r} basePath={props.basePath} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Stack gap="sm" hiddenFrom="sm" data-testid="resources-cards">
            {rows.length === 0 && loading
              ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={120} radius="md" />)
              : rows.map((r) => (
                  <Paper key={r.id} withBorder radius="md" p="md" data-testid="resource-card">
                    <Stack gap={6}>
                      <Text fw={600}>{r.title}</Text>
                      <AudienceBadge resource={r} />
                      {r.description && (
                        <Text size="sm" c="dimmed" lineClamp={3}>
                          {r.description}
                        </Text>
                      )}
                      <ResourceContent resource={r} />
                      <Text size="xs" c="dimmed">
                        Updated {formatDate(r.updatedAt)}
                      </Text>
                      <RowActions resource={r} basePath={props.basePath} />
                    </Stack>
                  </Paper>
                ))}
          </Stack>
        </>
      )}
      <ListFooter
        total={page?.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        noun={['resource', 'resources']}
        onPage={list.setPage}
      />
    </Stack>
  );
}

/** "Participants of X" → "participants of X" (names keep their capitals). */
const sentenceCase = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function AudienceBadge(props: { resource: Row }) {
  const r = props.resource;
  return (
    <Badge
      color={AUDIENCE_COLOR[r.audience]}
      variant="light"
      tt="none"
      radius="sm"
      maw="100%"
      styles={{
        root: { height: 'auto', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {audienceText(r)}
    </Badge>
  );
}

function RowActions(props: { resource: Row; basePath: string }) {
  const [remove] = useDeleteResource();
  const r = props.resource;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={`${props.basePath}/${r.id}/edit`}
        variant="default"
        size="xs"
        aria-label={`Edit ${r.title}`}
      >
        Edit
      </Button>
      <ConfirmAction
        label="Delete"
        title="Delete this resource?"
        message={`“${r.title}” is removed for everyone who sees it now (${sentenceCase(audienceText(r))}). This cannot be undone.`}
        confirmLabel="Delete resource"
        onConfirm={() => remove({ variables: { id: r.id } })}
        buttonProps={{
          variant: 'light',
          size: 'xs',
          'aria-label': `Delete ${r.title}`,
          'data-testid': 'delete-resource',
        }}
      />
    </Group>
  );
}
