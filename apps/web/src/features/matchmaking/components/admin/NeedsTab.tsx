import { useQuery } from '@apollo/client/react';
import { Alert, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
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
import { needCounts, plural } from './board.ts';
import { NEED_STATE_LABEL } from './labels.ts';
import { NeedEditDrawer } from './NeedEditDrawer.tsx';
import { CorporateNeeds } from './CorporateNeeds.tsx';

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
