import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { can, COUNTRIES, roleOf } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../../../components/EmptyState.tsx';
import { StartupCardLink } from '../../../../../components/startup-card/StartupCardLink.tsx';
import {
  AttendeeStartupCardDocument,
  EventAttendeesDocument,
  type AdminEventFieldsFragment,
  type AttendanceRowFragment,
  type AttendanceState,
  type UserType,
} from '../../../../../gql/admin.ts';
import { useSessionUser } from '../../../../../lib/session.ts';
import { useDecideAttendance } from '../../../hooks/useDecideAttendance.ts';
import {
  ATTENDANCE_COLOR,
  ATTENDANCE_LABEL,
  plural,
  ROLE_LABEL,
  shortDate,
} from '../../../lib/labels.ts';
import { ListFooter } from '../../../../../components/list/ListFooter.tsx';
import { LoadingRows } from '../../../../../components/list/LoadingRows.tsx';
import { SearchInput } from '../../../../../components/list/SearchInput.tsx';
import { useListParams } from '../../../../../lib/use-list-params.ts';
import { ContactPerson } from './ContactPerson.tsx';
import { RemoveParticipantButton } from './RemoveParticipantButton.tsx';
import { AddParticipantsDialog } from './AddParticipantsDialog.tsx';
import { AvailabilityDialog } from './AvailabilityDialog.tsx';
import { DeclineButton } from './DeclineButton.tsx';
import { ImportDialog } from './ImportDialog.tsx';

const PAGE_SIZE = 25;
const COUNTRY_NAME = new Map(COUNTRIES.map((c) => [c.code as string, c.name]));
const STATES: AttendanceState[] = ['REGISTERED', 'APPROVED', 'INVITED', 'DECLINED', 'WITHDRAWN'];

type Dialog =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'availability'; row: AttendanceRowFragment }
  | null;

/** The event's participants: filtered, paged; approve or decline, add, import, availability. */
export function ParticipantsTab(props: { event: AdminEventFieldsFragment }) {
  const { event } = props;
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
          Import
        </Button>
      )}
      {addTypes.length > 0 && (
        <Button onClick={() => setDialog({ kind: 'add' })} data-testid="add-participants">
          Add participants
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
                label="Search"
                placeholder="Organisation name"
                value={search}
                onSearch={(v) => list.setFilter('q', v)}
                testId="participants-search"
              />
            </div>
            <Select
              label="State"
              placeholder="Any"
              clearable
              data={STATES.map((s) => ({ value: s, label: ATTENDANCE_LABEL[s] }))}
              value={state}
              onChange={(v) => list.setFilter('state', v)}
            />
            <Select
              label="Type"
              placeholder="Any"
              clearable
              data={[
                { value: 'startup', label: 'Startups' },
                { value: 'corp', label: 'Corporates' },
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
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="The participants could not be loaded"
        >
          {error.message}
        </Alert>
      )}
      {page && page.total === 0 && !loading ? (
        <EmptyState
          title={filtered ? 'No participant matches these filters' : 'No participants yet'}
          action={!filtered && (addTypes.length > 0 || may.import) ? actions : undefined}
        >
          {filtered
            ? 'Clear a filter or try a shorter search.'
            : event.published
              ? 'Startups register from the event page while registration is open; you can also add organisations or import a list.'
              : 'Add organisations or import a list now; startups can register themselves once the event is published.'}
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
                    <Table.Th>Organisation</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Country</Table.Th>
                    <Table.Th miw={140}>State</Table.Th>
                    <Table.Th>Registered</Table.Th>
                    <Table.Th>Unavailable</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
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
        noun={['participant', 'participants']}
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
            setNotice(`${plural(n, 'organisation')} added and approved.`);
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
            setNotice(
              `Imported: ${plural(done.attendances, 'participant')} approved, ${plural(done.companies, 'new organisation')}, ${plural(done.users, 'new person', 'new people')} invited.`,
            );
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

type RowProps = {
  row: AttendanceRowFragment;
  mayDecide: boolean;
  onAvailability: () => void;
  onNotice: (text: string) => void;
};

const SOURCE_LABEL: Record<string, string> = {
  IMPORT: 'Imported',
  INCUBATOR: 'Added by its incubator',
  ORGANISER: 'Added by an organiser',
};

function facts(r: AttendanceRowFragment) {
  const country = r.company?.country ?? '';
  return {
    name: r.company?.name ?? 'Unknown organisation',
    country: COUNTRY_NAME.get(country.toUpperCase()) ?? (country || '—'),
    source: SOURCE_LABEL[r.source] ?? null,
    unavailable: r.unavailableSlots.length,
  };
}

/** Approve / Decline (for a registration), Availability, and a refused decision's message. */
function RowActions(props: RowProps & { justify?: 'flex-end' | 'flex-start' }) {
  const r = props.row;
  const { name } = facts(r);
  const [decide, { loading, error }] = useDecideAttendance();
  return (
    <Stack gap={4}>
      <Group gap={6} justify={props.justify ?? 'flex-end'} wrap="nowrap">
        {props.mayDecide && r.state === 'REGISTERED' && (
          <>
            <Button
              size="xs"
              color="teal"
              loading={loading}
              onClick={() =>
                void decide({ variables: { attendanceId: r.id, approve: true } }).catch(
                  () => undefined,
                )
              }
              aria-label={`Approve ${name}`}
            >
              Approve
            </Button>
            <DeclineButton
              name={name}
              onDecline={(reason) =>
                decide({ variables: { attendanceId: r.id, approve: false, reason } })
              }
            />
          </>
        )}
        {props.mayDecide && r.state === 'DECLINED' && (
          <ConfirmAction
            label="Re-admit"
            title={`Re-admit ${name}?`}
            message={`The decline is undone: ${name} takes part in this event and is told by e-mail and in their notifications.`}
            confirmLabel="Re-admit"
            color="teal"
            onConfirm={() => decide({ variables: { attendanceId: r.id, approve: true } })}
            buttonProps={{ size: 'xs', variant: 'light', 'aria-label': `Re-admit ${name}` }}
          />
        )}
        {props.mayDecide && r.state === 'APPROVED' && (
          <RemoveParticipantButton
            attendanceId={r.id}
            name={name}
            onRemoved={(done) =>
              props.onNotice(
                `${name} removed: ${plural(done.matches, 'match', 'matches')} ended, ${plural(done.meetings, 'meeting')} cancelled.`,
              )
            }
          />
        )}
        <Button
          size="xs"
          variant="default"
          onClick={props.onAvailability}
          aria-label={`Availability of ${name}`}
        >
          Availability
        </Button>
      </Group>
      {error && (
        <Text
          size="xs"
          c="red.7"
          role="alert"
          ta={props.justify === 'flex-start' ? 'left' : 'right'}
        >
          {error.message}
        </Text>
      )}
    </Stack>
  );
}

function StateBadge(props: { state: AttendanceState }) {
  return (
    <Badge color={ATTENDANCE_COLOR[props.state]} variant="light" style={{ flexShrink: 0 }}>
      {ATTENDANCE_LABEL[props.state]}
    </Badge>
  );
}

/** The reason the organisers gave for a decline (the organisation was sent it). */
function DeclineReason(props: { row: AttendanceRowFragment }) {
  const { state, declineReason } = props.row;
  if (state !== 'DECLINED' || !declineReason) return null;
  return (
    <Text size="xs" c="dimmed" mt={4} lineClamp={3} title={declineReason}>
      Reason: {declineReason}
    </Text>
  );
}

/** A startup's name opens its read-only profile card; a corporate's is plain text. */
function ParticipantName(props: { row: AttendanceRowFragment }) {
  const { company, role } = props.row;
  const { name } = facts(props.row);
  if (company && role === 'startup') {
    return (
      <StartupCardLink
        startupId={company.id}
        name={name}
        query={AttendeeStartupCardDocument}
        context={ATTENDANCE_LABEL[props.row.state].toLowerCase()}
      />
    );
  }
  return (
    <Text size="sm" fw={600}>
      {name}
    </Text>
  );
}

function ParticipantRow(props: RowProps) {
  const r = props.row;
  const f = facts(r);
  return (
    <Table.Tr>
      <Table.Td>
        <ParticipantName row={r} />
        {f.source && (
          <Text size="xs" c="dimmed">
            {f.source}
          </Text>
        )}
        <ContactPerson row={r} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ROLE_LABEL[r.role]}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{f.country}</Text>
      </Table.Td>
      <Table.Td>
        <StateBadge state={r.state} />
        <DeclineReason row={r} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {shortDate(r.registeredAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={f.unavailable ? undefined : 'dimmed'}>
          {f.unavailable ? plural(f.unavailable, 'slot') : 'None'}
        </Text>
      </Table.Td>
      <Table.Td>
        <RowActions {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A participant on a phone: the same facts and actions as a table row, stacked. */
function ParticipantCard(props: RowProps) {
  const r = props.row;
  const f = facts(r);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={f.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <ParticipantName row={r} />
        <StateBadge state={r.state} />
      </Group>
      <DeclineReason row={r} />
      <Text size="xs" c="dimmed" mt={2}>
        {ROLE_LABEL[r.role]} · {f.country}
        {f.source ? ` · ${f.source}` : ''}
      </Text>
      <ContactPerson row={r} />
      <Text size="sm" mt={6}>
        Registered {shortDate(r.registeredAt)} ·{' '}
        {f.unavailable ? `${plural(f.unavailable, 'slot')} unavailable` : 'available in every slot'}
      </Text>
      <Group mt="sm">
        <RowActions {...props} justify="flex-start" />
      </Group>
    </Paper>
  );
}
