import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GRANT_STATUSES, type GrantStatus } from '@matchday/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { GrantQueueDocument } from '../../../../gql/admin.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { formatSek } from '../../lib/labels.ts';
import { qm, STATUS_WORD } from '../../lib/grant-words.ts';
import { useT } from '../../../../lib/messages.ts';
import { GrantStatusBadge } from '../GrantStatusBadge.tsx';
import { LoadError, LoadingGrants } from '../LoadState.tsx';

const PAGE = 20;
const STATUSES = GRANT_STATUSES.filter((s) => s !== 'DRAFT');

/**
 * /admin/grants: the review queue — submitted applications, oldest submission first; filter by
 * status, search titles and company names; paged. Filters live in the URL.
 */
export function GrantQueuePage(props: { basePath: string }) {
  const t = useT();
  usePageTitle(t(qm.pageTitle));
  const list = useListParams();
  const status = (list.get('status') || null) as GrantStatus | null;
  const [search, setSearch] = useState(list.get('q'));
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== list.get('q')) list.setFilter('q', debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typed text settles
  }, [debounced]);
  const { data, loading, error, refetch } = useQuery(GrantQueueDocument, {
    variables: {
      filter: { status, search: list.get('q') || null },
      offset: (list.page - 1) * PAGE,
      limit: PAGE,
    },
  });
  const page = data?.grantQueue;
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / PAGE));
  return (
    <Stack gap="lg">
      <PageHeader title={t(qm.title)} description={t(qm.intro)} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t(qm.status)}
          placeholder={t(qm.everyStatus)}
          data={STATUSES.map((s) => ({ value: s, label: t(STATUS_WORD[s]) }))}
          value={status}
          clearable
          w={{ base: '100%', sm: 200 }}
          onChange={(v) => list.setFilter('status', v)}
        />
        <TextInput
          label={t(qm.search)}
          placeholder={t(qm.searchPlaceholder)}
          value={search}
          w={{ base: '100%', sm: 280 }}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Group>
      {loading && !data && <LoadingGrants label={t(qm.loading)} />}
      {error && <LoadError title={t(qm.loadFailed)} message={error.message} retry={refetch} />}
      {page && page.total === 0 && (
        <EmptyState title={status || list.get('q') ? t(qm.nothingMatches) : t(qm.none)}>
          {status || list.get('q') ? t(qm.tryAnother) : t(qm.appear)}
        </EmptyState>
      )}
      {page && page.total > 0 && (
        <Stack gap="sm" hiddenFrom="sm" role="list" aria-label={t(qm.applications)}>
          {page.items.map((a) => (
            <Paper key={a.id} withBorder radius="md" p="md" role="listitem">
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`${props.basePath}/${a.id}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {a.title}
                  </Anchor>
                  <div style={{ flexShrink: 0 }}>
                    <GrantStatusBadge status={a.status} />
                  </div>
                </Group>
                <Text size="sm">
                  {t(qm.with, { startup: a.startup.name, corporate: a.corporate?.name ?? '—' })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(qm.submittedOn, {
                    budget: formatSek(a.budgetTotal),
                    date: formatDate(a.submittedAt),
                  })}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {page && page.total > 0 && (
        <Paper withBorder radius="md" visibleFrom="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t(qm.applications)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(qm.project)}</Table.Th>
                  <Table.Th>{t(qm.startup)}</Table.Th>
                  <Table.Th>{t(qm.corporate)}</Table.Th>
                  <Table.Th ta="right">{t(qm.budget)}</Table.Th>
                  <Table.Th>{t(qm.submitted)}</Table.Th>
                  <Table.Th>{t(qm.status)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`${props.basePath}/${a.id}`} fw={600}>
                        {a.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{a.startup.name}</Table.Td>
                    <Table.Td>{a.corporate?.name ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatSek(a.budgetTotal)}</Table.Td>
                    <Table.Td>{formatDate(a.submittedAt)}</Table.Td>
                    <Table.Td>
                      <GrantStatusBadge status={a.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {page && pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t(qm.count, { count: page.total })}
          </Text>
          <Pagination total={pages} value={list.page} onChange={list.setPage} />
        </Group>
      )}
    </Stack>
  );
}
