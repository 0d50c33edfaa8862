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

const REACH: Partial<Record<Role, string>> = {
  ADMIN: 'The whole programme.',
  EVENT_HOST: 'The events you host.',
  INCUBATOR: 'Your incubator’s startups.',
  CONSORTIUM_MEMBER: 'The organisations in your account filter.',
};

/**
 * /admin/reports: the programme funnel, the follow-up rate per event, corporate and incubator,
 * average ratings and the no-show rate, within the viewer's reach (the server scopes it).
 */
export function ReportsPage() {
  usePageTitle('Follow-up and results');
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
        title="Follow-up and results"
        description={`From invitation to signed grant. ${REACH[role] ?? ''}`}
        actions={
          <Button variant="light" onClick={() => void refetch()} loading={loading && !!funnel}>
            Refresh
          </Button>
        }
      />
      <ReportFilters value={filter} onChange={setFilter} />
      {error && !funnel ? (
        <Alert color="red" variant="light" role="alert" title="The report could not be loaded">
          {error.message}
        </Alert>
      ) : !funnel ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label="Loading the report">
          <Skeleton h={96} radius="md" />
          <Skeleton h={420} radius="md" />
        </Stack>
      ) : funnel.invited + funnel.suggested + funnel.scheduled === 0 ? (
        <EmptyState title="Nothing to report yet">
          {filter === NO_FILTER
            ? 'Once companies are invited to events, each stage of the funnel is counted here.'
            : 'No event in this selection has invited companies or pairs yet. Clear the filters to see the whole reach.'}
        </EmptyState>
      ) : (
        <>
          <KeyFigures counts={funnel} />
          <FunnelPanel title="Funnel" stages={PROGRAMME_STAGES} counts={funnel} />
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
