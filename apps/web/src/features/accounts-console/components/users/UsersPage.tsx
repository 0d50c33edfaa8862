import { useQuery } from '@apollo/client/react';
import { Alert, Card, Select, SimpleGrid, Stack } from '@mantine/core';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { UsersDocument, type UserSortField, type UserType } from '../../../../gql/admin.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { consolePowers } from '../../powers.ts';
import { SearchInput } from '../../../../components/list/SearchInput.tsx';
import { ListFooter } from '../../../../components/list/ListFooter.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { UsersTable } from './UsersTable.tsx';
import { useT } from '../../../../lib/messages.ts';
import { cm } from '../../console-messages.ts';

const PAGE_SIZE = 20;

/** /admin/users: the people of the companies in the admin's reach. */
export function UsersPage(props: { companyPath: (id: string) => string }) {
  const t = useT();
  const powers = consolePowers(useSessionUser());
  const list = useListParams<UserSortField>({ field: 'NAME', direction: 'ASC' });
  const { data, previousData, loading, error } = useQuery(UsersDocument, {
    variables: {
      filter: {
        search: list.get('q') || null,
        type: (list.get('type') || null) as UserType | null,
      },
      sort: list.sort,
      offset: (list.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  });
  const page = (data ?? previousData)?.users;

  return (
    <Stack gap="md">
      <PageHeader title={t(cm.users)} description={powers.scopeNote ?? t(cm.usersText)} />
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <div style={{ gridColumn: 'span 2' }}>
            <SearchInput
              label={t(cm.search)}
              placeholder={t(cm.nameOrEmail)}
              value={list.get('q')}
              onSearch={(v) => list.setFilter('q', v)}
              testId="user-search"
            />
          </div>
          <Select
            label={t(cm.type)}
            placeholder={t(cm.any)}
            clearable
            data={[
              { value: 'startup', label: t(cm.startupPeople) },
              { value: 'corp', label: t(cm.corporatePeople) },
            ]}
            value={list.get('type') || null}
            onChange={(v) => list.setFilter('type', v)}
          />
        </SimpleGrid>
      </Card>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {page && page.total === 0 && !loading ? (
        <EmptyState title={t(cm.noUsers)}>
          {list.get('q') || list.get('type') ? t(cm.clearFilter) : t(cm.peopleAppear)}
        </EmptyState>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <UsersTable
            rows={page?.items ?? []}
            loading={loading}
            sort={list.sort}
            onSort={list.toggleSort}
            companyPath={props.companyPath}
            canImpersonate={powers.canImpersonate}
            canDisable={powers.canDisableUsers}
            canReadHistory={powers.canViewUserHistory}
          />
        </Card>
      )}
      <ListFooter
        total={page?.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        noun={cm.userNoun}
        onPage={list.setPage}
      />
    </Stack>
  );
}
