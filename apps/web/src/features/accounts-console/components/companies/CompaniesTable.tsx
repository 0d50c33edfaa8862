import { Avatar, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CompaniesQuery, CompanySortField } from '../../../../gql/admin.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { STATUS_COLOR } from '../../labels.ts';
import { useT } from '../../../../lib/messages.ts';
import { cm, STATUS_WORD, TYPE_WORD } from '../../console-messages.ts';
import { LoadingRows } from '../../../../components/list/LoadingRows.tsx';
import { SortableTh } from '../table/SortableTh.tsx';
import type { SortState } from '../../../../lib/use-list-params.ts';

type Row = CompaniesQuery['companies']['items'][number];

/** The companies of one page; the name links to the company's console page. */
export function CompaniesTable(props: {
  rows: Row[];
  loading: boolean;
  sort: SortState<CompanySortField>;
  onSort: (field: CompanySortField) => void;
  detailPath: (id: string) => string;
}) {
  const t = useT();
  const th = (field: CompanySortField, label: string) => (
    <SortableTh field={field} sort={props.sort} onSort={props.onSort}>
      {label}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="companies-table">
        <Table.Thead>
          <Table.Tr>
            {th('NAME', t(cm.company))}
            <Table.Th>{t(cm.type)}</Table.Th>
            {th('ACTIVITY_STATUS', t(cm.status))}
            <Table.Th>{t(cm.incubator)}</Table.Th>
            <Table.Th>{t(cm.badges)}</Table.Th>
            {th('COUNTRY', t(cm.country))}
            {th('CREATED_AT', t(cm.joined))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading && props.rows.length === 0 ? (
            <LoadingRows columns={7} />
          ) : (
            props.rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={c.logoThumbnailUrl} radius="sm" size={32} color="matchday" alt="">
                      {c.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text
                        component={Link}
                        to={props.detailPath(c.id)}
                        fw={600}
                        c="matchday.8"
                        size="sm"
                      >
                        {c.name}
                      </Text>
                      {c.city && (
                        <Text size="xs" c="dimmed">
                          {c.city}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(TYPE_WORD[c.type])}</Text>
                </Table.Td>
                <Table.Td miw={110}>
                  <Badge color={STATUS_COLOR[c.activityStatus]} variant="light">
                    {t(STATUS_WORD[c.activityStatus])}
                  </Badge>
                  {c.hasAccessInnovationGrants && (
                    <Badge color="violet" variant="dot" ml={4} title={t(cm.grantsTitle)}>
                      {t(cm.grants)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.incubatorName ?? '—'}</Text>
                  {c.incubatorStatus === 'Alumni from an incubator' && (
                    <Text size="xs" c="dimmed">
                      {t(cm.alumni)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td miw={150}>
                  <Group gap={4}>
                    {c.badges.map((b) => (
                      <Badge key={b.id} size="sm" color="amber" c="dark" variant="filled">
                        {b.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.countryName ?? c.country}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(c.createdAt)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
