import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { UserSortField, UsersQuery } from '../../../../gql/admin.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { useT } from '../../../../lib/messages.ts';
import { cm, TYPE_WORD } from '../../console-messages.ts';
import { LoadingRows } from '../../../../components/list/LoadingRows.tsx';
import { SortableTh } from '../table/SortableTh.tsx';
import type { SortState } from '../../../../lib/use-list-params.ts';
import { ViewAsButton } from '../ViewAsButton.tsx';
import { DisableUserButton } from './DisableUserButton.tsx';
import { UserHistoryButton } from './UserHistoryButton.tsx';

type Row = UsersQuery['users']['items'][number];

function State({ u }: { u: Row }) {
  const t = useT();
  if (u.disabled)
    return (
      <Badge color="gray" variant="light">
        {t(cm.disabled)}
      </Badge>
    );
  if (u.pending)
    return (
      <Badge color="yellow" variant="light">
        {t(cm.invited)}
      </Badge>
    );
  if (!u.verified)
    return (
      <Badge color="yellow" variant="light">
        {t(cm.unverified)}
      </Badge>
    );
  if (!u.onboarded)
    return (
      <Badge color="blue" variant="light">
        {t(cm.onboarding)}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      {t(cm.active)}
    </Badge>
  );
}

export function UsersTable(props: {
  rows: Row[];
  loading: boolean;
  sort: SortState<UserSortField>;
  onSort: (field: UserSortField) => void;
  companyPath: (id: string) => string;
  canImpersonate: boolean;
  canDisable: boolean;
  canReadHistory: boolean;
}) {
  const t = useT();
  const actions = props.canImpersonate || props.canDisable || props.canReadHistory;
  const columns = actions ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <SortableTh field="NAME" sort={props.sort} onSort={props.onSort}>
              {t(cm.person)}
            </SortableTh>
            <SortableTh field="EMAIL" sort={props.sort} onSort={props.onSort}>
              {t(cm.email)}
            </SortableTh>
            <Table.Th>{t(cm.company)}</Table.Th>
            <Table.Th>{t(cm.state)}</Table.Th>
            <SortableTh field="CREATED_AT" sort={props.sort} onSort={props.onSort}>
              {t(cm.joined)}
            </SortableTh>
            {actions && (
              <Table.Th>
                <VisuallyHidden>{t(cm.actions)}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading && props.rows.length === 0 ? (
            <LoadingRows columns={columns} />
          ) : (
            props.rows.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {u.name}
                    </Text>
                    {u.title && (
                      <Text size="xs" c="dimmed">
                        {u.title}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{u.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text
                      component={Link}
                      to={props.companyPath(u.companyId)}
                      size="sm"
                      c="matchday.8"
                      fw={500}
                    >
                      {u.companyName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(TYPE_WORD[u.type])}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <State u={u} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(u.createdAt)}</Text>
                </Table.Td>
                {actions && (
                  <Table.Td ta="right">
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {props.canImpersonate && !u.pending && !u.disabled && (
                        <ViewAsButton userId={u.id} name={u.name} />
                      )}
                      {props.canReadHistory && <UserHistoryButton userId={u.id} name={u.name} />}
                      {props.canDisable && (
                        <DisableUserButton userId={u.id} name={u.name} disabled={u.disabled} />
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
