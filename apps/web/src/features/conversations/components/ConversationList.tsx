import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link as RouterLink } from 'react-router';
import type { ConversationFieldsFragment } from '../../../gql/startup.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** The company's conversations, latest activity first; the open one is marked current. */
export function ConversationList(props: {
  conversations: ConversationFieldsFragment[];
  basePath: string;
  currentId?: string;
}) {
  return (
    <Stack
      gap={6}
      component="ul"
      aria-label="Conversations"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {props.conversations.map((c) => {
        const current = c.id === props.currentId;
        return (
          <li key={c.id}>
            <UnstyledButton
              component={RouterLink}
              to={`${props.basePath}/${c.id}`}
              aria-current={current ? 'page' : undefined}
              data-testid="conversation-item"
              w="100%"
            >
              <Paper
                withBorder
                radius="md"
                p="sm"
                bg={current ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={c.unread ? 700 : 500} truncate>
                    {c.counterpart.name}
                  </Text>
                  {c.unread > 0 && (
                    <Badge size="sm" circle={c.unread < 10} aria-label={`${c.unread} unread`}>
                      {c.unread}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {c.eventName}
                  {c.lastMessageAt ? ` · ${formatDateTime(c.lastMessageAt)}` : ''}
                </Text>
                <Text size="sm" c={c.unread ? undefined : 'dimmed'} lineClamp={1}>
                  {c.lastMessagePreview ?? 'No messages yet'}
                </Text>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
