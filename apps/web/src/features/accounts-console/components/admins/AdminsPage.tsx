import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { findIncubator, plural } from '@matchday/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { AdminsDocument, type AdminSortField, type AdminType } from '../../../../gql/admin.ts';
import { ADMIN_TYPE_LABEL, formatDate } from '../../labels.ts';
import { SearchInput } from '../../../../components/list/SearchInput.tsx';
import { ListFooter } from '../../../../components/list/ListFooter.tsx';
import { LoadingRows } from '../../../../components/list/LoadingRows.tsx';
import { SortableTh } from '../table/SortableTh.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { CreateAdminForm } from './CreateAdminForm.tsx';
import { ManageAdminDrawer } from './ManageAdminDrawer.tsx';

const PAGE_SIZE = 20;

function scopeOf(a: {
  adminType: AdminType;
  incubator: string | null;
  hosting: string[];
  accountFilter: string[];
}) {
  if (a.adminType === 'INCUBATOR')
    return a.incubator ? (findIncubator(a.incubator)?.name ?? a.incubator) : '—';
  if (a.adminType === 'EVENT_HOST')
    return `${a.hosting.length} hosted event${a.hosting.length === 1 ? '' : 's'}`;
  if (a.adminType === 'CONSORTIUM_MEMBER') return `${plural(a.accountFilter.length, 'account')}`;
  return 'Everything';
}

/** /admin/admins (full admins): every admin, creating new ones and managing one (?admin=<id>). */
export function AdminsPage() {
  const list = useListParams<AdminSortField>({ field: 'NAME', direction: 'ASC' });
  const [params, setParams] = useSearchParams();
  const managed = params.get('admin');
  const manage = (id: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id) next.set('admin', id);
        else next.delete('admin');
        return next;
      },
      { replace: !id },
    );
  const [creating, setCreating] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const { data, previousData, loading, error } = useQuery(AdminsDocument, {
    variables: {
      filter: {
        search: list.get('q') || null,
        adminType: (list.get('kind') || null) as AdminType | null,
      },
      sort: list.sort,
      offset: (list.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  });
  const page = (data ?? previousData)?.admins;
  const th = (field: AdminSortField, label: string) => (
    <SortableTh field={field} sort={list.sort} onSort={list.toggleSort}>
      {label}
    </SortableTh>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Admins"
        description="Programme staff, event hosts, incubators and consortium members. Open an admin to edit, disable or re-invite them."
        actions={<Button onClick={() => setCreating(true)}>Create an admin</Button>}
      />
      {invited && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setInvited(null)}
        >
          Admin created. A link to set a password went to {invited}.
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <div style={{ gridColumn: 'span 2' }}>
            <SearchInput
              label="Search"
              placeholder="Name or e-mail"
              value={list.get('q')}
              onSearch={(v) => list.setFilter('q', v)}
            />
          </div>
          <Select
            label="Kind"
            placeholder="Any"
            clearable
            data={Object.entries(ADMIN_TYPE_LABEL).map(([value, label]) => ({ value, label }))}
            value={list.get('kind') || null}
            onChange={(v) => list.setFilter('kind', v)}
          />
        </SimpleGrid>
      </Card>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="admins-table">
            <Table.Thead>
              <Table.Tr>
                {th('NAME', 'Name')}
                {th('EMAIL', 'E-mail')}
                {th('ADMIN_TYPE', 'Kind')}
                <Table.Th>Scope</Table.Th>
                {th('CREATED_AT', 'Created')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && !page ? (
                <LoadingRows columns={5} />
              ) : (
                (page?.items ?? []).map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        fw={600}
                        ta="left"
                        aria-label={`Manage ${a.name}`}
                        onClick={() => manage(a.id)}
                      >
                        {a.name}
                      </Anchor>{' '}
                      {a.pending && (
                        <Badge size="xs" color="yellow" variant="light">
                          Invited
                        </Badge>
                      )}
                      {a.disabled && (
                        <Badge size="xs" color="gray" variant="light">
                          Disabled
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{a.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{ADMIN_TYPE_LABEL[a.adminType]}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{scopeOf(a)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(a.createdAt)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <ListFooter
        total={page?.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        noun={['admin', 'admins']}
        onPage={list.setPage}
      />
      <ManageAdminDrawer adminId={managed} onClose={() => manage(null)} />
      <Modal opened={creating} onClose={() => setCreating(false)} title="Create an admin" size="lg">
        {creating && (
          <CreateAdminForm
            onCancel={() => setCreating(false)}
            onDone={(email) => {
              setCreating(false);
              setInvited(email);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
