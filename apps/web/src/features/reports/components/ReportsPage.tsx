import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { roleOf, type Role } from '@matchday/shared';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ProgrammeFunnelDocument } from '../../../gql/admin.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { PROGRAMME_STAGES } from '../lib/stages.ts';
import { FunnelPanel } from './FunnelPanel.tsx';
import { KeyFigures } from './KeyFigures.tsx';
import { RateBreakdown } from './RateBreakdown.tsx';
import { NO_FILTER, ReportFilters, toFunnelFilter, type ReportFilter } from './ReportFilters.tsx';
import { type Message, useT } from '../../../lib/messages.ts';
import { rm } from '../lib/stage-words.ts';

const REACH: Partial<Record<Role, Message>> = {
  ADMIN: rm.reachAdmin,
  EVENT_HOST: rm.reachHost,
  INCUBATOR: rm.reachIncubator,
  CONSORTIUM_MEMBER: rm.reachConsortium,
};

/**
 * /admin/reports: the programme funnel, the follow-up rate per event, corporate and incubator,
 * average ratings and the no-show rate, within the viewer's reach (the server scopes it).
 */
export function ReportsPage() {
  const t = useT();
  usePageTitle(t(rm.title));
  const role = roleOf(useSessionUser());
  const [filter, setFilter] = useState<ReportFilter>(NO_FILTER);
  const variables = useMemo(() => toFunnelFilter(filter), [filter]);
  const { data, previousData, error, loading, refetch } = useQuery(ProgrammeFunnelDocument, {
    variables: { filter: variables },
    skip: variables === null,
    fetchPolicy: 'cache-and-network',
  });
  const funnel = (data ?? previousData)?.funnel;
  return (
    <Stack gap="md">
      <PageHeader
        title={t(rm.title)}
        description={t(rm.description, { reach: REACH[role] ? t(REACH[role]) : '' })}
        actions={
          <Button variant="light" onClick={() => void refetch()} loading={loading && !!funnel}>
            {t(rm.refresh)}
          </Button>
        }
      />
      <ReportFilters value={filter} onChange={setFilter} />
      {error && !funnel ? (
        <Alert color="red" variant="light" role="alert" title={t(rm.loadFailed)}>
          {error.message}
        </Alert>
      ) : !funnel ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t(rm.loading)}>
          <Skeleton h={96} radius="md" />
          <Skeleton h={420} radius="md" />
        </Stack>
      ) : funnel.invited + funnel.suggested + funnel.scheduled === 0 ? (
        <EmptyState title={t(rm.nothing)}>
          {filter === NO_FILTER ? t(rm.nothingText) : t(rm.nothingFiltered)}
        </EmptyState>
      ) : (
        <>
          <KeyFigures counts={funnel} />
          <FunnelPanel title={t(rm.funnel)} stages={PROGRAMME_STAGES} counts={funnel} />
          <RateBreakdown
            byEvent={funnel.byEvent}
            byCorporate={funnel.byCorporate}
            byIncubator={funnel.byIncubator}
          />
        </>
      )}
    </Stack>
  );
}
