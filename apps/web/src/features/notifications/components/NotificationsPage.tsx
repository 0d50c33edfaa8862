import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { NotificationsDocument } from '../../../gql/startup.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { useMarkAllNotificationsRead } from '../hooks/useMarkAllNotificationsRead.ts';
import { NotificationList } from './NotificationList.tsx';

const PAGE_SIZE = 20;

/** Every notification of the signed-in person, newest first, 20 at a time. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [markAll, markingAll] = useMarkAllNotificationsRead();
  const impersonating = useImpersonating();
  const [more, setMore] = useState(false);
  const page = data?.notifications;
  const unread = data?.unreadNotificationCount ?? 0;

  const showMore = async () => {
    if (!page?.endCursor) return;
    setMore(true);
    try {
      await fetchMore({
        variables: { first: PAGE_SIZE, after: page.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          notifications: {
            ...fetchMoreResult.notifications,
            items: [...previous.notifications.items, ...fetchMoreResult.notifications.items],
          },
        }),
      });
    } finally {
      setMore(false);
    }
  };

  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        title="Notifications"
        description={
          unread
            ? `${unread} unread. Everything we mail you also appears here.`
            : 'Everything we mail you also appears here.'
        }
        actions={
          // Viewing as the person leaves their notifications unread (the server keeps them so).
          impersonating ? undefined : (
            <Button
              variant="default"
              disabled={!unread}
              loading={markingAll.loading}
              onClick={() => void markAll().catch(() => undefined)}
            >
              Mark all as read
            </Button>
          )
        }
      />
      {markingAll.error && (
        <Alert color="red" title="Could not mark them as read">
          {markingAll.error.message}
        </Alert>
      )}
      {error && !page ? (
        <Alert color="red" title="Notifications could not be loaded">
          <Stack gap="xs" align="flex-start">
            {error.message}
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !page && loading ? (
        <Stack gap="xs" role="status" aria-label="Loading notifications">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={52} />
          ))}
        </Stack>
      ) : page && page.items.length === 0 ? (
        <EmptyState title="No notifications yet">
          When we mail you — a meeting request, a schedule, an answer — it appears here too.
        </EmptyState>
      ) : page ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <NotificationList items={page.items} />
        </Paper>
      ) : null}
      {page?.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={more} onClick={() => void showMore()}>
            Show older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
