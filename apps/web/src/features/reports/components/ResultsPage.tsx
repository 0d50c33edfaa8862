import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { MyFunnelDocument as CorpFunnel } from '../../../gql/corp.ts';
import { MyFunnelDocument as StartupFunnel } from '../../../gql/startup.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { CORPORATE_STAGES, STARTUP_STAGES } from '../lib/stages.ts';
import { FunnelPanel } from './FunnelPanel.tsx';
import { KeyFigures } from './KeyFigures.tsx';

const TEXT = {
  corporate: {
    description: 'Your needs, the startups you met and what came of it, across all events.',
    empty: 'Publish a need at an event: suggestions, meetings and their outcomes are counted here.',
  },
  startup: {
    description: 'The corporates you were matched with, your meetings and what came of them.',
    empty: 'Join an event: suggestions, meetings and their outcomes are counted here.',
  },
};

/** "Our results": the organisation's own funnel (the server counts its own pairs only). */
export function ResultsPage(props: { side: 'corporate' | 'startup' }) {
  usePageTitle('Our results');
  const { data, error } = useQuery(props.side === 'corporate' ? CorpFunnel : StartupFunnel, {
    fetchPolicy: 'cache-and-network',
  });
  const funnel = data?.myFunnel;
  const text = TEXT[props.side];
  return (
    <Stack gap="md">
      <PageHeader title="Our results" description={text.description} />
      {error && !funnel ? (
        <Alert color="red" variant="light" role="alert" title="Your results could not be loaded">
          {error.message}
        </Alert>
      ) : !funnel ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label="Loading your results">
          <Skeleton h={96} radius="md" />
          <Skeleton h={360} radius="md" />
        </Stack>
      ) : funnel.suggested + funnel.needs + funnel.scheduled === 0 ? (
        <EmptyState title="No results yet">{text.empty}</EmptyState>
      ) : (
        <>
          <KeyFigures counts={funnel} />
          <FunnelPanel
            title="From first match to grant"
            stages={props.side === 'corporate' ? CORPORATE_STAGES : STARTUP_STAGES}
            counts={funnel}
          />
        </>
      )}
    </Stack>
  );
}
