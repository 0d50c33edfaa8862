import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { AdminGrantApplicationDocument } from '../../../../gql/admin.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { GrantAttachments } from '../GrantAttachments.tsx';
import { GrantStatusBadge } from '../GrantStatusBadge.tsx';
import { GrantSummary } from '../GrantSummary.tsx';
import { LoadError, LoadingGrants } from '../LoadState.tsx';
import { StatusTimeline } from '../StatusTimeline.tsx';
import { SubmittedVersions } from '../SubmittedVersions.tsx';
import { DecisionCard } from './DecisionCard.tsx';

const AGREEMENT_STATES = ['APPROVED', 'AGREEMENT_SENT', 'SIGNED', 'CLOSED'];

/** /admin/grants/:id: the application as submitted, its timeline, and the review step. */
export function AdminGrantPage(props: { basePath: string }) {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminGrantApplicationDocument, {
    variables: { id },
  });
  const a = data?.grantApplication;
  usePageTitle(a?.title || 'Grant application');
  const back = (
    <Anchor component={Link} to={props.basePath} size="sm">
      ← Review queue
    </Anchor>
  );
  if (loading && !data) return <LoadingGrants label="Loading the application" />;
  if (error && !a) {
    return /no such|not found/i.test(error.message) ? (
      <EmptyState title="No such application" action={back} />
    ) : (
      <LoadError
        title="The application could not be loaded"
        message={error.message}
        retry={refetch}
      />
    );
  }
  if (!a) return null;
  return (
    <Stack gap="lg" maw={1000}>
      {back}
      <PageHeader
        title={
          <Group gap="sm" wrap="wrap" component="span">
            <span style={{ overflowWrap: 'anywhere' }}>{a.title}</span>
            <GrantStatusBadge status={a.status} />
          </Group>
        }
        description={`${a.startup.name} with ${a.corporate?.name ?? '—'}`}
        actions={
          AGREEMENT_STATES.includes(a.status) ? (
            // The signing room's page (send the agreement, signatures, evidence).
            <Button component={Link} to={`${props.basePath}/${a.id}/agreement`} variant="light">
              Agreement
            </Button>
          ) : null
        }
      />
      <DecisionCard app={a} />
      <GrantSummary app={a} heading="Application" />
      <GrantAttachments app={a} />
      <SubmittedVersions versions={a.versions} />
      <StatusTimeline steps={a.timeline} />
    </Stack>
  );
}
