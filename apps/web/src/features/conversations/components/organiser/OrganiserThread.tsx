import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  EventConversationsDocument,
  OrganiserThreadDocument,
  SendOrganiserMessageDocument,
} from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { MessageBody } from '../MessageBody.tsx';
import { MessageComposer } from '../MessageComposer.tsx';

const m = defineMessages({
  title: { id: 'organiser.thread.title', defaultMessage: 'Conversation with {name}' },
  close: { id: 'organiser.thread.close', defaultMessage: 'Close' },
  empty: {
    id: 'organiser.thread.empty',
    defaultMessage: 'No messages yet. Write the first one below.',
  },
  failed: {
    id: 'organiser.thread.failed',
    defaultMessage: 'This conversation could not be loaded',
  },
  deleted: { id: 'organiser.thread.deleted', defaultMessage: 'Message deleted' },
  organiser: { id: 'organiser.thread.organiser', defaultMessage: 'Organiser' },
});

/** One conversation between the organisers and a participant: the thread and a write box. */
export function OrganiserThread(props: { id: string; onClose(): void }) {
  const t = useT();
  const { data, error, loading, refetch } = useQuery(OrganiserThreadDocument, {
    // Kept current by the tab's live stream (EventMessagesTab), polled while it is down.
    variables: { id: props.id },
  });
  const [send] = useMutation(SendOrganiserMessageDocument, {
    refetchQueries: [EventConversationsDocument],
  });
  const c = data?.organiserConversation;
  const name = c?.startup?.name ?? c?.corporate?.name ?? '';
  return (
    <Card withBorder padding="lg" data-testid="organiser-thread">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" data-testid="organiser-thread-title">
            {t(m.title, { name })}
          </Title>
          <Button variant="subtle" size="xs" onClick={props.onClose}>
            {t(m.close)}
          </Button>
        </Group>
        {loading && !data && <Skeleton h={120} />}
        {error && (
          <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
            {error.message}
          </Alert>
        )}
        {data && !data.organiserMessages.length && (
          <Text size="sm" c="dimmed">
            {t(m.empty)}
          </Text>
        )}
        {data && data.organiserMessages.length > 0 && (
          <Stack component="ol" gap="xs" p={0} m={0} aria-live="polite">
            {data.organiserMessages.map((msg) => (
              <Box
                key={msg.id}
                component="li"
                data-testid="organiser-message"
                style={{
                  listStyle: 'none',
                  alignSelf: msg.fromOrganiser ? 'flex-end' : 'flex-start',
                  maxWidth: '85%',
                }}
              >
                <Paper
                  radius="md"
                  p="xs"
                  px="sm"
                  withBorder={!msg.fromOrganiser}
                  bg={msg.fromOrganiser ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {msg.author.name} · {formatDateTime(msg.sentAt)}
                    </Text>
                    {msg.fromOrganiser && (
                      <Badge size="xs" variant="light">
                        {t(m.organiser)}
                      </Badge>
                    )}
                  </Group>
                  {msg.deleted ? (
                    <Text size="sm" fs="italic" c="dimmed">
                      {t(m.deleted)}
                    </Text>
                  ) : (
                    <MessageBody body={msg.body} />
                  )}
                </Paper>
              </Box>
            ))}
          </Stack>
        )}
        <MessageComposer
          onSend={async (body) => {
            await send({ variables: { conversationId: props.id, body } });
            await refetch();
          }}
        />
      </Stack>
    </Card>
  );
}
