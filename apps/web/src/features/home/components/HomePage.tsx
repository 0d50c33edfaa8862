import { useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MyHomeDocument } from '../../../gql/startup.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSessionUser } from '../../../lib/session.ts';
import type { HomeRole } from '../lib/home-text.ts';
import { NextMeetingCard } from './NextMeetingCard.tsx';
import { OpenEventsSection } from './OpenEventsSection.tsx';
import { PendingActionsCard } from './PendingActionsCard.tsx';

const m = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Overview' },
  loading: { id: 'home.loading', defaultMessage: 'Loading your overview' },
  welcome: { id: 'home.welcome', defaultMessage: 'Welcome to Matchday' },
  greeting: { id: 'home.greeting', defaultMessage: 'Good to see you, {name}.' },
  introCorp: {
    id: 'home.intro.corp',
    defaultMessage:
      'Here is what is next: your meetings, the startups waiting for your choice and the events ahead.',
  },
  introStartup: {
    id: 'home.intro.startup',
    defaultMessage:
      'Here is what is next: your meetings, what corporates are waiting for and events you can join.',
  },
  failed: { id: 'home.failed', defaultMessage: 'Your overview could not be loaded' },
  retry: { id: 'home.retry', defaultMessage: 'Try again' },
});

function Loading() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" role="status" aria-label={t(m.loading)}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={260} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={260} radius="md" />
        </Grid.Col>
      </Grid>
      <Skeleton h={24} w={200} />
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}

/**
 * `/startup` and `/corporate`: a welcome, the company's next meeting, what waits for it (each a
 * link to where it is done) and the events it could still join. The server decides each count
 * (`myHome`); this page only writes them down.
 */
export function HomePage(props: {
  role: HomeRole;
  basePath: '/startup' | '/corporate';
  profilePath: (id: string) => string;
  /** While one of the company's events runs: its now / next (the area composes it). */
  live?: ReactNode;
}) {
  const t = useT();
  usePageTitle(t(m.title));
  const user = useSessionUser();
  const { data, error, refetch, loading } = useQuery(MyHomeDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const home = data?.myHome;
  const first = user?.name?.trim().split(/\s+/)[0];
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2" mb={4}>
          {t(m.welcome)}
        </Title>
        <Text c="dimmed">
          {first ? `${t(m.greeting, { name: first })} ` : ''}
          {t(props.role === 'corp' ? m.introCorp : m.introStartup)}
        </Text>
      </div>
      {props.live}
      {error && !home ? (
        <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
          <Text size="sm" mb="sm">
            {error.message}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={loading}
            onClick={() => void refetch()}
          >
            {t(m.retry)}
          </Button>
        </Alert>
      ) : !home ? (
        <Loading />
      ) : (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <NextMeetingCard
                meeting={home.nextMeeting}
                basePath={props.basePath}
                profilePath={props.profilePath}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PendingActionsCard actions={home.pendingActions} role={props.role} />
            </Grid.Col>
          </Grid>
          <OpenEventsSection events={home.openEvents} role={props.role} basePath={props.basePath} />
        </>
      )}
    </Stack>
  );
}
