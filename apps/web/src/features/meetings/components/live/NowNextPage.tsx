import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { MyNowNextDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { NowNextView } from './NowNextView.tsx';

const m = defineMessages({
  pageTitle: { id: 'live.page.title', defaultMessage: 'Now and next' },
  loading: { id: 'live.page.loading', defaultMessage: 'Loading your current and next meeting' },
  failed: { id: 'live.page.failed', defaultMessage: 'Your meetings could not be loaded' },
  retry: { id: 'live.page.retry', defaultMessage: 'Try again' },
  agenda: { id: 'live.page.agenda', defaultMessage: 'The whole agenda →' },
});

/** How often the view asks again: the other side's "running late" shows within this. */
const POLL_MS = 20_000;

/** `/startup/events/:id/now` and `/corporate/events/:id/now`: the now / next view of one event. */
export function NowNextPage(props: { basePath: string; profilePath: (id: string) => string }) {
  const t = useT();
  usePageTitle(t(m.pageTitle));
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(MyNowNextDocument, {
    variables: { eventId: id },
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const d = data?.myNowNext;
  if (error && !d) {
    return (
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
    );
  }
  if (!d) return <Skeleton h={320} radius="md" role="status" aria-label={t(m.loading)} />;
  return (
    <Stack gap="md" maw={760}>
      <NowNextView
        data={d}
        profilePath={props.profilePath}
        footer={
          <Anchor component={Link} to={`${props.basePath}/${d.event.id}/agenda`} size="sm" fw={600}>
            {t(m.agenda)}
          </Anchor>
        }
      />
    </Stack>
  );
}
