import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  VisuallyHidden,
} from '@mantine/core';
import { can, roleOf } from '@matchday/shared';
import { useState } from 'react';
import { EmptyState } from '../../../../../components/EmptyState.tsx';
import {
  EventAttendeesDocument,
  type AdminEventFieldsFragment,
  type AttendanceRowFragment,
  type AttendanceState,
  type UserType,
} from '../../../../../gql/admin.ts';
import { useSessionUser } from '../../../../../lib/session.ts';
import { ATTENDANCE_WORD } from '../../../lib/event-words.ts';
import { useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';
import { ListFooter } from '../../../../../components/list/ListFooter.tsx';
import { LoadingRows } from '../../../../../components/list/LoadingRows.tsx';
import { SearchInput } from '../../../../../components/list/SearchInput.tsx';
import { useListParams } from '../../../../../lib/use-list-params.ts';
import { AddParticipantsDialog } from './AddParticipantsDialog.tsx';
import { AvailabilityDialog } from './AvailabilityDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { ParticipantCard, ParticipantRow } from './ParticipantRow.tsx';

const PAGE_SIZE = 25;
const STATES: AttendanceState[] = ['REGISTERED', 'APPROVED', 'INVITED', 'DECLINED', 'WITHDRAWN'];

type Dialog =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'availability'; row: AttendanceRowFragment }
  | null;

/** The event's participants: filtered, paged; approve or decline, add, import, availability. */
export function ParticipantsTab(props: { event: AdminEventFieldsFragment }) {
  const { event } = props;
  const t = useT();
  const role = roleOf(useSessionUser());
  const may = {
    decide: can(role, 'decideAttendance'),
    addStartups: can(role, 'addStartupAttendees'),
    addCorporates: can(role, 'addCorporateAttendees'),
    import: can(role, 'importAttendees'),
    availability: can(role, 'setAvailability'),
  };
  const addTypes: UserType[] = [
    ...(may.addStartups ? (['startup'] as const) : []),
    ...(may.addCorporates ? (['corp'] as const) : []),
  ];
  const list = useListParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const state = (list.get('state') || null) as AttendanceState | null;
  const type = (list.get('type') || null) as UserType | null;
  const search = list.get('q');
  const { data, previousData, loading, error } = useQuery(EventAttendeesDocument, {
    variables: {
      eventId: event.id,
      state,
      role: type,
      search: search || null,
      offset: (list.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  });
  const page = (data ?? previousData)?.eventAttendees;
  const rows = data ? data.eventAttendees.items : loading ? [] : (page?.items ?? []);
  const filtered = Boolean(state || type || search);

  const actions = (
    <Group gap="xs">
      {may.import && (
        <Button
          variant="default"
          onClick={() => setDialog({ kind: 'import' })}
          data-testid="import-participants"
        >
          {t(pm.import)}
        </Button>
      )}
      {addTypes.length > 0 && (
        <Button onClick={() => setDialog({ kind: 'add' })} data-testid="add-participants">
          {t(pm.add)}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" style={{ flex: '1 1 520px' }}>
            <div style={{ gridColumn: 'span 2' }}>
              <SearchInput
                label={t(pm.search)}
                placeholder={t(pm.searchPlaceholder)}
                value={search}
                onSearch={(v) => list.setFilter('q', v)}
                testId="participants-search"
              />
            </div>
            <Select
              label={t(pm.state)}
              placeholder={t(pm.any)}
              clearable
              data={STATES.map((s) => ({ value: s, label: t(ATTENDANCE_WORD[s]) }))}
              value={state}
              onChange={(v) => list.setFilter('state', v)}
            />
            <Select
              label={t(pm.type)}
              placeholder={t(pm.any)}
              clearable
              data={[
                { value: 'startup', label: t(pm.startups) },
                { value: 'corp', label: t(pm.corporates) },
              ]}
              value={type}
              onChange={(v) => list.setFilter('type', v)}
            />
          </SimpleGrid>
          {actions}
        </Group>
      </Card>
      {notice && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" title={t(pm.loadFailed)}>
          {error.message}
        </Alert>
      )}
      {page && page.total === 0 && !loading ? (
        <EmptyState
          title={filtered ? t(pm.noMatch) : t(pm.none)}
          action={!filtered && (addTypes.length > 0 || may.import) ? actions : undefined}
        >
          {filtered ? t(pm.clearFilter) : event.published ? t(pm.publishedEmpty) : t(pm.draftEmpty)}
        </EmptyState>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm" data-testid="participants-cards">
            {loading && rows.length === 0
              ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={120} radius="md" />)
              : rows.map((r) => (
                  <ParticipantCard
                    key={r.id}
                    row={r}
                    mayDecide={may.decide}
                    onAvailability={() => setDialog({ kind: 'availability', row: r })}
                    onNotice={setNotice}
                  />
                ))}
          </Stack>
          <Card withBorder radius="md" padding={0} visibleFrom="sm">
            <Table.ScrollContainer minWidth={900}>
              <Table highlightOnHover verticalSpacing="sm" data-testid="participants-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(pm.organisation)}</Table.Th>
                    <Table.Th>{t(pm.type)}</Table.Th>
                    <Table.Th>{t(pm.country)}</Table.Th>
                    <Table.Th miw={140}>{t(pm.state)}</Table.Th>
                    <Table.Th>{t(pm.registered)}</Table.Th>
                    <Table.Th>{t(pm.unavailable)}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t(pm.actions)}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loading && rows.length === 0 ? (
                    <LoadingRows columns={7} />
                  ) : (
                    rows.map((r) => (
                      <ParticipantRow
                        key={r.id}
                        row={r}
                        mayDecide={may.decide}
                        onAvailability={() => setDialog({ kind: 'availability', row: r })}
                        onNotice={setNotice}
                      />
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
      <ListFooter
        total={page?.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        noun={pm.noun}
        onPage={list.setPage}
      />

      {dialog?.kind === 'add' && (
        <AddParticipantsDialog
          eventId={event.id}
          eventName={event.name}
          types={addTypes}
          onClose={() => setDialog(null)}
          onAdded={(n) => {
            setDialog(null);
            setNotice(t(pm.added, { count: n }));
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          eventId={event.id}
          eventName={event.name}
          onClose={() => setDialog(null)}
          onImported={(done) => {
            setDialog(null);
            setNotice(t(pm.imported, { ...done }));
          }}
        />
      )}
      {dialog?.kind === 'availability' && (
        <AvailabilityDialog
          event={event}
          attendance={dialog.row}
          readOnly={!may.availability}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
