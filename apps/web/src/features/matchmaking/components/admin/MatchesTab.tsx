import { useQuery } from '@apollo/client/react';
import { Alert, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { can, roleOf, type MatchState } from '@matchday/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import {
  AdminNeedsDocument,
  AdminPairingRequestsDocument,
  EventMatchesDocument,
  type AdminMatchFieldsFragment,
} from '../../../../gql/admin.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { AddStartupDialog } from './AddStartupDialog.tsx';
import { boardCounters, countsOf, needCounts, ranked } from './board.ts';
import { BoardCounters } from './BoardCounters.tsx';
import { MATCH_STATE_OPTIONS } from './labels.ts';
import { NeedSuggestions, type BoardNeed } from './NeedSuggestions.tsx';
import { PairingRequestsSection } from './PairingRequestsSection.tsx';
import { SuggestionRunActions } from './SuggestionRunActions.tsx';

const NO_NEED = 'no-need';

/**
 * The programme manager's board for one event: what needs attention (counters), generate and
 * publish, every published need's ranked suggestions (filtered by state), and pairing requests.
 */
export function MatchesTab(props: { eventId: string }) {
  const { eventId } = props;
  const role = roleOf(useSessionUser());
  const may = { curate: can(role, 'curateSuggestions'), answer: can(role, 'answerPairings') };
  const [params, setParams] = useSearchParams();
  const filter = (params.get('state') || null) as MatchState | null;
  const setFilter = (v: string | null) =>
    setParams(
      (p) => {
        if (v) p.set('state', v);
        else p.delete('state');
        return p;
      },
      { replace: true },
    );
  const [adding, setAdding] = useState<BoardNeed | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const needsQuery = useQuery(AdminNeedsDocument, { variables: { eventId } });
  const matchesQuery = useQuery(EventMatchesDocument, { variables: { eventId } });
  const requestsQuery = useQuery(AdminPairingRequestsDocument, { variables: { eventId } });
  const needs = needsQuery.data?.needs;
  const matches = matchesQuery.data?.eventMatches;
  const requests = requestsQuery.data?.pairingRequests;

  const counters = useMemo(
    () => boardCounters(needs ?? [], matches ?? [], requests ?? []),
    [needs, matches, requests],
  );
  const counts = useMemo(() => needCounts(matches ?? []), [matches]);

  /** Published needs, and any other need that has matches; then matches from pairing requests. */
  const sections = useMemo(() => {
    if (!needs || !matches) return null;
    const byNeed = new Map<string, AdminMatchFieldsFragment[]>();
    for (const m of matches) {
      const key = m.need?.id ?? NO_NEED;
      byNeed.set(key, [...(byNeed.get(key) ?? []), m]);
    }
    const shown: { need: BoardNeed; all: AdminMatchFieldsFragment[] }[] = needs
      .filter((n) => n.state === 'PUBLISHED' || byNeed.has(n.id))
      .sort(
        (a, b) =>
          (a.corporate?.name ?? '').localeCompare(b.corporate?.name ?? '', 'en') ||
          a.title.localeCompare(b.title, 'en'),
      )
      .map((n) => ({
        need: {
          id: n.id,
          title: n.title,
          corporate: n.corporate?.name ?? 'Unknown corporate',
          state: n.state,
          wantedMeetings: n.wantedMeetings,
        },
        all: byNeed.get(n.id) ?? [],
      }));
    const orphans = byNeed.get(NO_NEED);
    if (orphans) {
      shown.push({
        need: {
          id: NO_NEED,
          title: 'Pairs from pairing requests (no need)',
          corporate: 'Startups that asked to meet a corporate directly',
          state: null,
          wantedMeetings: null,
        },
        all: orphans,
      });
    }
    return shown.map((s) => ({
      ...s,
      rows: ranked(filter ? s.all.filter((m) => m.state === filter) : s.all),
    }));
  }, [needs, matches, filter]);

  const visible = sections?.filter((s) => !filter || s.rows.length > 0) ?? [];
  const loadError = needsQuery.error ?? matchesQuery.error;
  const draftNeeds = needs?.filter((n) => n.state === 'DRAFT').length ?? 0;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 280px' }}>
              <Title order={2} size="h4">
                Matches
              </Title>
              <Text size="sm" c="dimmed">
                Ranked startups per published need, the corporates’ choices and the startups’
                answers.
              </Text>
            </Stack>
            {may.curate && (
              <div style={{ flex: '1 1 320px', maxWidth: 520 }}>
                <SuggestionRunActions eventId={eventId} proposed={counters.proposed} />
              </div>
            )}
          </Group>
          {needs && matches ? (
            <BoardCounters counters={counters} filter={filter} onFilter={setFilter} />
          ) : loadError ? null : (
            <Skeleton h={92} radius="md" role="status" aria-label="Loading the counters" />
          )}
        </Stack>
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
      {loadError && (
        <Alert color="red" variant="light" role="alert" title="The matches could not be loaded">
          {loadError.message}
        </Alert>
      )}

      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4">
          Suggestions per need
        </Title>
        <Select
          label="State"
          placeholder="Every state"
          clearable
          w={{ base: '100%', xs: 240 }}
          data={MATCH_STATE_OPTIONS}
          value={filter}
          onChange={setFilter}
        />
      </Group>

      {!sections ? (
        loadError ? null : (
          <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading the matches">
            <Skeleton h={220} radius="md" />
            <Skeleton h={160} radius="md" />
          </Stack>
        )
      ) : sections.length === 0 ? (
        <EmptyState title="No published needs yet">
          {needs?.length
            ? `Corporates have ${draftNeeds === 1 ? 'a draft need' : `${draftNeeds} draft needs`} here: they publish them from their event page, or you publish them on the Needs tab. Then generate suggestions.`
            : 'No needs yet: corporates add needs from their event page. Once a need is published, generate suggestions here.'}
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title="No suggestion is in this state">
          Choose another state, or clear the filter to see every suggestion.
        </EmptyState>
      ) : (
        visible.map((s) => (
          <NeedSuggestions
            key={s.need.id}
            need={s.need}
            matches={s.rows}
            counts={countsOf(counts, s.need.id)}
            filtered={Boolean(filter)}
            mayCurate={may.curate}
            onAdd={
              s.need.id !== NO_NEED && s.need.state === 'PUBLISHED'
                ? () => setAdding(s.need)
                : undefined
            }
          />
        ))
      )}

      <PairingRequestsSection
        requests={requests}
        error={requestsQuery.error?.message}
        mayAnswer={may.answer}
      />

      {adding && (
        <AddStartupDialog
          eventId={eventId}
          need={adding}
          listed={
            new Set(
              (matches ?? [])
                .filter((m) => m.need?.id === adding.id)
                .flatMap((m) => (m.startup ? [m.startup.id] : [])),
            )
          }
          onClose={() => setAdding(null)}
          onAdded={(name) => {
            setNotice(
              `${name} is proposed for “${adding.title}” and pinned; publish suggestions to show it to the corporate.`,
            );
            setAdding(null);
          }}
        />
      )}
    </Stack>
  );
}
