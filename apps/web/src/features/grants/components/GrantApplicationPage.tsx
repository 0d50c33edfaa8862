import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { GrantApplicationDocument } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ConfirmPartnerCard } from './ConfirmPartnerCard.tsx';
import { GrantAttachments } from './GrantAttachments.tsx';
import { GrantDraftForm } from './GrantDraftForm.tsx';
import { GrantStatusBadge } from './GrantStatusBadge.tsx';
import { GrantSummary } from './GrantSummary.tsx';
import type { GrantSide } from './GrantsListPage.tsx';
import { LoadError, LoadingGrants } from './LoadState.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import { SubmittedVersions } from './SubmittedVersions.tsx';

const SIGNING_STATES = ['AGREEMENT_SENT', 'SIGNED', 'CLOSED'];
const isNotFound = (message: string) => /no such|not found|no grants area/i.test(message);

/**
 * /startup/grants/:id and /corporate/grants/:id. A startup edits its DRAFT here (autosave); the
 * corporate partner confirms its part; after submission both read it as submitted, with the
 * status timeline and the decision.
 */
export function GrantApplicationPage(props: { side: GrantSide; basePath: string }) {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GrantApplicationDocument, {
    variables: { id },
  });
  const a = data?.grantApplication;
  usePageTitle(a ? a.title || 'Grant application' : 'Grant application');
  const back = (
    <Anchor component={Link} to={props.basePath} size="sm">
      ← All applications
    </Anchor>
  );
  if (loading && !data) return <LoadingGrants label="Loading the application" />;
  if (error && !a) {
    return isNotFound(error.message) ? (
      <EmptyState title="No such application" action={back}>
        It does not exist or is not shared with your organisation.
      </EmptyState>
    ) : (
      <LoadError
        title="The application could not be loaded"
        message={error.message}
        retry={refetch}
      />
    );
  }
  if (!a) return null;
  const drafting = props.side === 'startup' && a.status === 'DRAFT';
  return (
    <Stack gap="lg" maw={1000}>
      {back}
      <PageHeader
        title={
          <Group gap="sm" wrap="wrap" component="span">
            <span style={{ overflowWrap: 'anywhere' }}>{a.title || 'Untitled draft'}</span>
            <GrantStatusBadge status={a.status} />
          </Group>
        }
        description={
          props.side === 'startup'
            ? `Innovation grant application with ${a.corporate?.name ?? 'a corporate partner'}`
            : `Innovation grant application from ${a.startup.name}`
        }
        actions={
          SIGNING_STATES.includes(a.status) ? (
            // The signing room's own route `${basePath}/:id/agreement` (Sign, evidence).
            <Button component={Link} to={`${props.basePath}/${a.id}/agreement`} variant="light">
              Agreement
            </Button>
          ) : null
        }
      />
      {(a.status === 'APPROVED' || a.status === 'REJECTED') && !!a.decidedAt && (
        <Paper withBorder radius="md" p="lg" bg={a.status === 'APPROVED' ? 'teal.0' : 'red.0'}>
          <Title order={2} size="h4" mb={4}>
            {a.status === 'APPROVED' ? 'Approved by the programme' : 'Not approved'}
          </Title>
          <Text size="sm">Decided on {formatDate(a.decidedAt)}.</Text>
          {a.decisionNote && (
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {a.decisionNote}
            </Text>
          )}
        </Paper>
      )}
      {a.changesAsked && (
        <Alert
          color="orange"
          variant="light"
          title="The programme asks for changes"
          data-testid="changes-asked"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {a.changesAsked.note}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            Sent back on {formatDate(a.changesAsked.at)}
            {a.changesAsked.byName ? ` by ${a.changesAsked.byName}` : ''}.{' '}
            {props.side === 'startup'
              ? 'Change the application, then submit it again; the version you submitted is kept below.'
              : `${a.startup.name} changes the application and submits it again; your confirmation stands.`}
          </Text>
        </Alert>
      )}
      {drafting ? (
        <GrantDraftForm app={a} onReload={refetch} />
      ) : (
        <>
          {props.side === 'corporate' && a.status === 'DRAFT' && <ConfirmPartnerCard app={a} />}
          <GrantSummary
            app={a}
            heading={a.status === 'DRAFT' ? 'The draft so far' : 'Application'}
          />
          <GrantAttachments app={a} />
        </>
      )}
      <SubmittedVersions versions={a.versions} />
      <StatusTimeline steps={a.timeline} />
    </Stack>
  );
}
