import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link as RouterLink } from 'react-router';
import { NotificationsDocument } from '../../../gql/startup.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { useMarkAllNotificationsRead } from '../hooks/useMarkAllNotificationsRead.ts';
import { useUnreadNotificationCount } from '../hooks/useUnreadNotificationCount.ts';
import { NotificationList } from './NotificationList.tsx';

const POPOVER_ITEMS = 8;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden>
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const m = defineMessages({
  bell: {
    id: 'notifications.bell',
    defaultMessage:
      '{count, plural, =0 {Notifications, none unread} other {Notifications, # unread}}',
  },
  heading: { id: 'notifications.heading', defaultMessage: 'Notifications' },
  markAll: { id: 'notifications.markAll', defaultMessage: 'Mark all as read' },
  failed: { id: 'notifications.failed', defaultMessage: 'Notifications could not be loaded' },
  retry: { id: 'notifications.retry', defaultMessage: 'Try again' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications' },
  none: {
    id: 'notifications.none.popover',
    defaultMessage: 'No notifications yet. When we mail you, it appears here too.',
  },
  seeAll: { id: 'notifications.seeAll', defaultMessage: 'See all notifications' },
});

/** The newest notifications in the popover, with "Mark all as read" and "See all". */
function RecentNotifications(props: { pagePath: string; onClose: () => void }) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(NotificationsDocument, {
    variables: { first: POPOVER_ITEMS },
    fetchPolicy: 'cache-and-network',
  });
  const [markAll, markingAll] = useMarkAllNotificationsRead();
  const impersonating = useImpersonating();
  const items = data?.notifications.items;
  const unread = data?.unreadNotificationCount ?? 0;
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={600} id="notifications-heading">
          {t(m.heading)}
        </Text>
        {/* Viewing as the person leaves their notifications unread (the server keeps them so). */}
        {!impersonating && (
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!unread}
            loading={markingAll.loading}
            onClick={() => void markAll().catch(() => undefined)}
          >
            {t(m.markAll)}
          </Button>
        )}
      </Group>
      {error && !items ? (
        <Alert color="red" m="sm" title={t(m.failed)}>
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {t(m.retry)}
          </Button>
        </Alert>
      ) : !items && loading ? (
        <Stack gap="xs" p="md" role="status" aria-label={t(m.loading)}>
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : items && items.length === 0 ? (
        <Text size="sm" px="md" pb="md" c="gray.7">
          {t(m.none)}
        </Text>
      ) : items ? (
        <ScrollArea.Autosize mah={420}>
          <NotificationList items={items} onOpen={props.onClose} />
        </ScrollArea.Autosize>
      ) : null}
      <Group justify="center" p="sm">
        <Anchor component={RouterLink} to={props.pagePath} size="sm" onClick={props.onClose}>
          {t(m.seeAll)}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The header's bell with the unread count (polled). On a desktop it opens a popover of the newest
 * notifications; on a phone it leads to the notifications page.
 */
export function NotificationBell(props: { pagePath: string }) {
  const t = useT();
  const count = useUnreadNotificationCount();
  const label = t(m.bell, { count });
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, { close, toggle }] = useDisclosure(false);
  const icon = (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      color="red.9"
      offset={4}
      disabled={!count}
      data-testid="notification-count"
    >
      <BellIcon />
    </Indicator>
  );
  if (phone) {
    return (
      <ActionIcon
        component={RouterLink}
        to={props.pagePath}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        data-testid="notification-bell"
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      width={380}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={toggle}
          aria-label={label}
          aria-expanded={opened}
          aria-haspopup="dialog"
          data-testid="notification-bell"
        >
          {icon}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby="notifications-heading" role="dialog">
        {opened && <RecentNotifications pagePath={props.pagePath} onClose={close} />}
      </Popover.Dropdown>
    </Popover>
  );
}
