import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { MyGrantApplicationsDocument } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCreateGrantApplication } from '../hooks/useCreateGrantApplication.ts';
import { formatSek } from '../lib/labels.ts';
import { GrantStatusBadge } from './GrantStatusBadge.tsx';
import { LoadError, LoadingGrants } from './LoadState.tsx';

export type GrantSide = 'startup' | 'corporate';

/**
 * /startup/grants and /corporate/grants: the organisation's innovation grant applications
 * (a corporate: those naming it as partner). A startup starts a new draft here.
 */
export function GrantsListPage(props: { side: GrantSide; basePath: string }) {
  usePageTitle('Grants');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MyGrantApplicationsDocument);
  const [create, creating] = useCreateGrantApplication();
  const [problem, setProblem] = useState<string | null>(null);
  const start = async () => {
    setProblem(null);
    try {
      const { data: made } = await create({ variables: { input: {} } });
      if (made) navigate(`${props.basePath}/${made.createGrantApplication.id}`);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The draft could not be started');
    }
  };
  const list = data?.grantApplications ?? [];
  const newButton =
    props.side === 'startup' ? (
      <Button onClick={() => void start()} loading={creating.loading}>
        New application
      </Button>
    ) : null;
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title="Innovation grants"
        description={
          props.side === 'startup'
            ? 'Apply with a corporate partner for funding of a joint pilot.'
            : 'Applications that name your organisation as the corporate partner.'
        }
        actions={list.length ? newButton : null}
      />
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {loading && !data && <LoadingGrants label="Loading your applications" />}
      {error && (
        <LoadError
          title="The applications could not be loaded"
          message={error.message}
          retry={refetch}
        />
      )}
      {data && !list.length && (
        <EmptyState title="No applications yet" action={newButton}>
          {props.side === 'startup'
            ? 'Start a draft: choose a corporate you met, describe the pilot, budget and timeline. Your partner confirms its part, then you submit.'
            : 'When a startup names you as its partner, the application appears here for you to confirm your part.'}
        </EmptyState>
      )}
      <Stack gap="sm" role="list" aria-label="Applications">
        {list.map((a) => (
          <Paper key={a.id} withBorder radius="md" p="md" role="listitem">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  component={Link}
                  to={`${props.basePath}/${a.id}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {a.title || 'Untitled draft'}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {props.side === 'startup'
                    ? `With ${a.corporate?.name ?? 'no partner chosen yet'}`
                    : `From ${a.startup.name}`}
                  {' · '}
                  {formatSek(a.budgetTotal)}
                  {' · '}
                  {a.submittedAt
                    ? `submitted ${formatDate(a.submittedAt)}`
                    : `changed ${formatDate(a.updatedAt)}`}
                </Text>
                {props.side === 'corporate' && a.status === 'DRAFT' && !a.corporateConfirmedAt && (
                  <Text size="sm" c="orange.9">
                    Waiting for your confirmation
                  </Text>
                )}
              </Stack>
              <GrantStatusBadge status={a.status} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
