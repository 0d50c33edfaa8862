import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { MatchmakingEventDocument, type MatchmakingEventQuery } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  loading: { id: 'matchmaking.frame.loading', defaultMessage: 'Loading the event' },
  failed: { id: 'matchmaking.frame.failed', defaultMessage: 'The event could not be loaded' },
  notFound: { id: 'matchmaking.frame.notFound', defaultMessage: 'Event not found' },
  notFoundText: {
    id: 'matchmaking.frame.notFound.text',
    defaultMessage:
      'This event does not exist, or it is not open to your organisation. The list of events shows every event you can take part in.',
  },
});

export type FrameEvent = MatchmakingEventQuery['event'];

export function LoadingList(props: { label: string; rows?: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={props.label}>
      {Array.from({ length: props.rows ?? 3 }, (_, i) => (
        <Skeleton key={i} h={120} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The frame of a matchmaking page at `/…/events/:id/<section>`: reads the event (name, zone,
 * selection window, own attendance), shows the page title with the event's name, and renders
 * the section with the event — or says why it cannot.
 */
export function EventFrame(props: {
  title: string;
  description: ReactNode;
  actions?: (event: FrameEvent) => ReactNode;
  children: (event: FrameEvent) => ReactNode;
}) {
  const t = useT();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MatchmakingEventDocument, {
    variables: { id },
    skip: !id,
  });
  const e = data?.event;
  if (!e) {
    if (loading || !id) {
      return (
        <Stack gap="md" maw={1200} aria-busy="true" role="status" aria-label={t(m.loading)}>
          <Skeleton h={32} w="40%" />
          <Skeleton h={18} w="60%" />
          <Skeleton h={160} radius="md" />
        </Stack>
      );
    }
    if (error && !/not found|no such/i.test(error.message)) {
      return (
        <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
          {error.message}
        </Alert>
      );
    }
    return <EmptyState title={t(m.notFound)}>{t(m.notFoundText)}</EmptyState>;
  }
  return (
    <Stack gap="md" maw={1200}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {e.name}
        </Text>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text c="dimmed" maw={760}>
          {props.description}
        </Text>
        {props.actions && <div style={{ marginTop: 8 }}>{props.actions(e)}</div>}
      </Stack>
      {props.children(e)}
    </Stack>
  );
}
