import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { EventConversationFieldsFragment } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  organisers: { id: 'organiser.row.organisers', defaultMessage: 'Organisers' },
  private: { id: 'organiser.row.private', defaultMessage: 'Private' },
  waiting: { id: 'organiser.row.waiting', defaultMessage: 'Awaiting your reply' },
  messages: {
    id: 'organiser.row.messages',
    defaultMessage: '{count, plural, one {# message} other {# messages}}',
  },
  reports: {
    id: 'organiser.row.reports',
    defaultMessage: '{count, plural, one {# report} other {# reports}}',
  },
  open: { id: 'organiser.row.open', defaultMessage: 'Open' },
  openLabel: { id: 'organiser.row.openLabel', defaultMessage: 'Open the conversation with {name}' },
  never: { id: 'organiser.row.never', defaultMessage: 'no messages yet' },
});

/** The event's conversations: who with whom, counts, last activity; the organisers' ones open. */
export function EventConversationList(props: {
  rows: EventConversationFieldsFragment[];
  openId: string | null;
  onOpen(id: string): void;
}) {
  const t = useT();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} data-testid="event-conversations">
      {props.rows.map((c) => {
        const organiser = c.kind === 'ORGANISER';
        const participant = c.startup?.name ?? c.corporate?.name ?? '';
        const who = organiser
          ? `${t(m.organisers)} ↔ ${participant}`
          : `${c.startup?.name ?? ''} ↔ ${c.corporate?.name ?? ''}`;
        return (
          <Paper
            key={c.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            style={{ listStyle: 'none' }}
            bg={props.openId === c.id ? 'var(--mantine-color-blue-light)' : undefined}
            data-testid="event-conversation"
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {who}
                  </Text>
                  {!organiser && (
                    <Badge size="xs" variant="light" color="gray">
                      {t(m.private)}
                    </Badge>
                  )}
                  {c.awaitingReply && (
                    <Badge size="xs" color="amber" c="dark">
                      {t(m.waiting)}
                    </Badge>
                  )}
                  {c.reports > 0 && (
                    <Badge size="xs" color="red" variant="light">
                      {t(m.reports, { count: c.reports })}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t(m.messages, { count: c.messageCount })} ·{' '}
                  {c.lastMessageAt ? formatDateTime(c.lastMessageAt) : t(m.never)}
                </Text>
              </Stack>
              {organiser && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => props.onOpen(c.id)}
                  aria-label={t(m.openLabel, { name: participant })}
                >
                  {t(m.open)}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
