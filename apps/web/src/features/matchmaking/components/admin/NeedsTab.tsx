import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Card,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { can, roleOf, type NeedState } from '@matchday/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import {
  AdminNeedsDocument,
  EventMatchesDocument,
  type AdminNeedFieldsFragment,
} from '../../../../gql/admin.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { countsOf, needCounts, plural, type NeedCounts } from './board.ts';
import { NEED_STATE_COLOR, NEED_STATE_LABEL } from './labels.ts';
import { NeedActions } from './NeedActions.tsx';
import { NeedEditDrawer } from './NeedEditDrawer.tsx';
import classes from './admin.module.css';

const STATES: NeedState[] = ['PUBLISHED', 'DRAFT', 'CLOSED'];

type Group = { id: string; name: string; needs: AdminNeedFieldsFragment[] };

function byCorporate(needs: readonly AdminNeedFieldsFragment[]): Group[] {
  const groups = new Map<string, Group>();
  for (const n of needs) {
    const id = n.corporate?.id ?? 'unknown';
    const g = groups.get(id) ?? { id, name: n.corporate?.name ?? 'Unknown corporate', needs: [] };
    g.needs.push(n);
    groups.set(id, g);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The event's needs by corporate: state, wanted meetings and how far each got; edit, publish, close. */
export function NeedsTab(props: { eventId: string; matchesPath?: string }) {
  const role = roleOf(useSessionUser());
  const mayManage = can(role, 'manageNeeds');
  const [params, setParams] = useSearchParams();
  const state = (params.get('state') || null) as NeedState | null;
  const [editing, setEditing] = useState<AdminNeedFieldsFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const needsQuery = useQuery(AdminNeedsDocument, { variables: { eventId: props.eventId } });
  const matchesQuery = useQuery(EventMatchesDocument, { variables: { eventId: props.eventId } });
  const needs = needsQuery.data?.needs;
  const counts = useMemo(
    () => needCounts(matchesQuery.data?.eventMatches ?? []),
    [matchesQuery.data],
  );
  const shown = useMemo(
    () => (needs ?? []).filter((n) => !state || n.state === state),
    [needs, state],
  );
  const groups = useMemo(() => byCorporate(shown), [shown]);
  const setState = (v: string | null) =>
    setParams(
      (p) => {
        if (v) p.set('state', v);
        else p.delete('state');
        return p;
      },
      { replace: true },
    );

  const tally = (s: NeedState) => (needs ?? []).filter((n) => n.state === s).length;
  const corporates = new Set((needs ?? []).map((n) => n.corporate?.id)).size;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h4">
              Needs
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {needs
                ? needs.length
                  ? `${plural(needs.length, 'need')} from ${plural(corporates, 'corporate')} · ${tally('PUBLISHED')} published · ${plural(tally('DRAFT'), 'draft')} · ${tally('CLOSED')} closed`
                  : 'No needs yet'
                : 'Loading…'}
            </Text>
          </Stack>
          <Select
            label="State"
            placeholder="Any"
            clearable
            w={{ base: '100%', xs: 200 }}
            data={STATES.map((s) => ({ value: s, label: NEED_STATE_LABEL[s] }))}
            value={state}
            onChange={setState}
          />
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
      {needsQuery.error && (
        <Alert color="red" variant="light" role="alert" title="The needs could not be loaded">
          {needsQuery.error.message}
        </Alert>
      )}
      {matchesQuery.error && (
        <Alert color="orange" variant="light" role="alert" title="Suggestion counts are missing">
          {matchesQuery.error.message}
        </Alert>
      )}

      {!needs ? (
        needsQuery.error ? null : (
          <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading needs">
            <Skeleton h={160} radius="md" />
            <Skeleton h={120} radius="md" />
          </Stack>
        )
      ) : needs.length === 0 ? (
        <EmptyState title="No needs yet">
          Corporates add needs from their event page. Approve the corporates on the Participants tab
          so they can post them.
        </EmptyState>
      ) : groups.length === 0 ? (
        <EmptyState title={`No ${NEED_STATE_LABEL[state ?? 'DRAFT'].toLowerCase()} needs`}>
          Choose another state, or clear the filter to see every need.
        </EmptyState>
      ) : (
        groups.map((g) => (
          <CorporateNeeds
            key={g.id}
            group={g}
            counts={counts}
            countsLoading={matchesQuery.loading && !matchesQuery.data}
            mayManage={mayManage}
            onEdit={setEditing}
            onDone={setNotice}
          />
        ))
      )}

      <NeedEditDrawer
        need={editing}
        onClose={() => setEditing(null)}
        onSaved={(n) => {
          setEditing(null);
          setNotice(`Changes to “${n.title}” saved.`);
        }}
      />
    </Stack>
  );
}

type GroupProps = {
  group: Group;
  counts: Map<string, NeedCounts>;
  countsLoading: boolean;
  mayManage: boolean;
  onEdit: (need: AdminNeedFieldsFragment) => void;
  onDone: (message: string) => void;
};

function StateBadge(props: { state: NeedState }) {
  return (
    <Badge
      color={NEED_STATE_COLOR[props.state]}
      variant="light"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {NEED_STATE_LABEL[props.state]}
    </Badge>
  );
}

/** "Wants 4 meetings · 3 suggested · 1 proposed · 2 selected · 1 confirmed" for a phone card. */
function countLine(c: NeedCounts, wanted: number) {
  return [
    `Wants ${plural(wanted, 'meeting')}`,
    `${c.suggested} suggested`,
    c.proposed ? `${c.proposed} proposed` : null,
    `${c.selected} selected`,
    `${c.confirmed} confirmed`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Suggested(props: { c: NeedCounts; wanted: number; published: boolean }) {
  const short = props.published && props.c.open < props.wanted;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={short ? 700 : 400} c={short ? 'orange.8' : undefined}>
        {props.c.suggested}
      </Text>
      {short && (
        <Text size="xs" c="orange.8">
          {props.wanted - props.c.open} short
        </Text>
      )}
      {props.c.proposed > 0 && (
        <Text size="xs" c="dimmed">
          +{props.c.proposed} proposed
        </Text>
      )}
    </Stack>
  );
}

function CorporateNeeds(props: GroupProps) {
  const g = props.group;
  const headingId = `needs-of-${g.id}`;
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" px="md" py="sm" gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {g.name}
        </Title>
        <Text size="sm" c="dimmed">
          {plural(g.needs.length, 'need')}
        </Text>
      </Group>
      <Stack gap="sm" hiddenFrom="sm" px="sm" pb="sm">
        {g.needs.map((n) => (
          <NeedCard key={n.id} need={n} {...props} />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover withTableBorder={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Need</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th ta="right">Wanted meetings</Table.Th>
              <Table.Th ta="right">Suggested</Table.Th>
              <Table.Th ta="right">Selected</Table.Th>
              <Table.Th ta="right">Confirmed</Table.Th>
              {props.mayManage && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {g.needs.map((n) => {
              const c = countsOf(props.counts, n.id);
              return (
                <Table.Tr key={n.id}>
                  <Table.Td maw={420}>
                    <Text size="sm" fw={600} className={classes.wrap}>
                      {n.title}
                    </Text>
                    {(n.industries.length > 0 || n.technologies.length > 0) && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {[...n.industries, ...n.technologies].join(' · ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={n.state} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{n.wantedMeetings}</Text>
                  </Table.Td>
                  {props.countsLoading ? (
                    <Table.Td colSpan={3}>
                      <Skeleton h={14} />
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td ta="right">
                        <Suggested
                          c={c}
                          wanted={n.wantedMeetings}
                          published={n.state === 'PUBLISHED'}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm">{c.selected}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text
                          size="sm"
                          c={c.confirmed ? 'green.8' : undefined}
                          fw={c.confirmed ? 700 : 400}
                        >
                          {c.confirmed}
                        </Text>
                      </Table.Td>
                    </>
                  )}
                  {props.mayManage && (
                    <Table.Td>
                      <NeedActions need={n} onEdit={() => props.onEdit(n)} onDone={props.onDone} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** A need on a phone: the same facts and actions as a table row, stacked. */
function NeedCard(props: GroupProps & { need: AdminNeedFieldsFragment }) {
  const n = props.need;
  const c = countsOf(props.counts, n.id);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={n.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" className={classes.wrap}>
          {n.title}
        </Text>
        <StateBadge state={n.state} />
      </Group>
      <Text size="sm" mt={6}>
        {props.countsLoading ? 'Counting suggestions…' : countLine(c, n.wantedMeetings)}
      </Text>
      {props.mayManage && (
        <Group mt="sm">
          <NeedActions
            need={n}
            onEdit={() => props.onEdit(n)}
            onDone={props.onDone}
            justify="flex-start"
          />
        </Group>
      )}
    </Paper>
  );
}
