import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { NotificationsDocument } from '../../../gql/startup.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { useMarkAllNotificationsRead } from '../hooks/useMarkAllNotificationsRead.ts';
import { NotificationList } from './NotificationList.tsx';

const PAGE_SIZE = 20;

const m = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Notifications' },
  description: {
    id: 'notifications.description',
    defaultMessage:
      '{unread, plural, =0 {Everything we mail you also appears here.} other {# unread. Everything we mail you also appears here.}}',
  },
  markAll: { id: 'notifications.markAll', defaultMessage: 'Mark all as read' },
  markFailed: { id: 'notifications.markFailed', defaultMessage: 'Could not mark them as read' },
  failed: { id: 'notifications.failed', defaultMessage: 'Notifications could not be loaded' },
  retry: { id: 'notifications.retry', defaultMessage: 'Try again' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications' },
  none: { id: 'notifications.none', defaultMessage: 'No notifications yet' },
  noneText: {
    id: 'notifications.none.text',
    defaultMessage:
      'When we mail you — a meeting request, a schedule, an answer — it appears here too.',
  },
  older: { id: 'notifications.older', defaultMessage: 'Show older' },
});

/** Every notification of the signed-in person, newest first, 20 at a time. */
export function NotificationsPage() {
  const t = useT();
  usePageTitle(t(m.title));
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
        title={t(m.title)}
        description={t(m.description, { unread })}
        actions={
          // Viewing as the person leaves their notifications unread (the server keeps them so).
          impersonating ? undefined : (
            <Button
              variant="default"
              disabled={!unread}
              loading={markingAll.loading}
              onClick={() => void markAll().catch(() => undefined)}
            >
              {t(m.markAll)}
            </Button>
          )
        }
      />
      {markingAll.error && (
        <Alert color="red" title={t(m.markFailed)}>
          {markingAll.error.message}
        </Alert>
      )}
      {error && !page ? (
        <Alert color="red" title={t(m.failed)}>
          <Stack gap="xs" align="flex-start">
            {error.message}
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              {t(m.retry)}
            </Button>
          </Stack>
        </Alert>
      ) : !page && loading ? (
        <Stack gap="xs" role="status" aria-label={t(m.loading)}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={52} />
          ))}
        </Stack>
      ) : page && page.items.length === 0 ? (
        <EmptyState title={t(m.none)}>{t(m.noneText)}</EmptyState>
      ) : page ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <NotificationList items={page.items} />
        </Paper>
      ) : null}
      {page?.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={more} onClick={() => void showMore()}>
            {t(m.older)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
