import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link as RouterLink } from 'react-router';
import type { NotificationFieldsFragment } from '../../../gql/startup.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMarkNotificationsRead } from '../hooks/useMarkNotificationsRead.ts';
import classes from './NotificationList.module.css';

/**
 * Notifications as links to their pages: opening one marks it read. Unread ones are bold with a
 * dot (and say "Unread" to screen readers).
 */
export function NotificationList(props: {
  items: readonly NotificationFieldsFragment[];
  /** Called after a notification is opened (e.g. to close the popover). */
  onOpen?: () => void;
}) {
  const markRead = useMarkNotificationsRead();
  return (
    <Stack gap={0} component="ul" className={classes.list} data-testid="notification-list">
      {props.items.map((n) => (
        <li key={n.id}>
          <UnstyledButton
            component={RouterLink}
            to={n.path}
            className={classes.item}
            data-read={n.read || undefined}
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
                  {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                  {n.title}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(n.createdAt)}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
