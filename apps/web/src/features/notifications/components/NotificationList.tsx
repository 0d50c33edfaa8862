import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link as RouterLink } from 'react-router';
import type { NotificationFieldsFragment } from '../../../gql/startup.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { useMarkNotificationsRead } from '../hooks/useMarkNotificationsRead.ts';
import classes from './NotificationList.module.css';

const m = defineMessages({
  unread: { id: 'notifications.unread', defaultMessage: 'Unread:' },
  done: { id: 'notifications.done', defaultMessage: 'Done' },
  markRead: { id: 'notifications.markRead', defaultMessage: 'Mark as read' },
  markReadOf: { id: 'notifications.markReadOf', defaultMessage: 'Mark as read: {title}' },
});

/**
 * Notifications as links to their pages: opening one marks it read, as does its check button.
 * Unread ones are bold with a dot (and say "Unread" to screen readers); one whose action was
 * done (signed, answered, rated) says "Done" (decision 077).
 */
export function NotificationList(props: {
  items: readonly NotificationFieldsFragment[];
  /** Called after a notification is opened (e.g. to close the popover). */
  onOpen?: () => void;
}) {
  const t = useT();
  const markRead = useMarkNotificationsRead();
  return (
    <Stack gap={0} component="ul" className={classes.list} data-testid="notification-list">
      {props.items.map((n) => (
        <li key={n.id} className={classes.row} data-read={n.read || undefined}>
          <UnstyledButton
            component={RouterLink}
            to={n.path}
            className={classes.item}
            data-testid="notification"
            onClick={() => {
              if (!n.read) void markRead([n.id]).catch(() => undefined);
              props.onOpen?.();
            }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Box className={classes.dot} data-read={n.read || undefined} aria-hidden />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={n.read ? 400 : 600} className={classes.title}>
                  {!n.read && <VisuallyHidden>{`${t(m.unread)} `}</VisuallyHidden>}
                  {n.title}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c="gray.7">
                    {formatDateTime(n.createdAt)}
                  </Text>
                  {n.done && (
                    <Badge size="xs" color="teal" variant="light" data-testid="notification-done">
                      {t(m.done)}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
          </UnstyledButton>
          {!n.read && (
            <Tooltip label={t(m.markRead)} withinPortal={false}>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="lg"
                m={6}
                aria-label={t(m.markReadOf, { title: n.title })}
                onClick={() => void markRead([n.id]).catch(() => undefined)}
              >
                <svg
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  aria-hidden
                >
                  <path d="m5 12 5 5L20 7" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </ActionIcon>
            </Tooltip>
          )}
        </li>
      ))}
    </Stack>
  );
}
