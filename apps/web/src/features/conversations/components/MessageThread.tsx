import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConversationDocument } from '../../../gql/startup.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { useLiveStatus } from '../hooks/useConversationSignals.ts';
import { useDeleteMessage } from '../hooks/useDeleteMessage.ts';
import { useEditMessage } from '../hooks/useEditMessage.ts';
import { useMarkConversationRead } from '../hooks/useMarkConversationRead.ts';
import { useSendMessage } from '../hooks/useSendMessage.ts';
import { useThread } from '../hooks/useThread.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageItem } from './MessageItem.tsx';
import { BlockToggle } from './SafetyActions.tsx';
import { useBookAction } from '../../../lib/book-action.ts';

/** One conversation: who with, at which event, the messages (live) and the composer. */
export function MessageThread(props: { conversationId: string; backPath: string; phone: boolean }) {
  const { conversationId } = props;
  const head = useQuery(ConversationDocument, { variables: { id: conversationId } });
  const thread = useThread(conversationId);
  const [send] = useSendMessage();
  const [edit] = useEditMessage();
  const remove = useDeleteMessage();
  const markRead = useMarkConversationRead();
  const live = useLiveStatus();
  const impersonating = useImpersonating();
  const end = useRef<HTMLDivElement>(null);
  const newest = thread.messages.at(-1)?.id;

  useEffect(() => {
    if (!newest) return;
    end.current?.scrollIntoView?.({ block: 'end' });
    if (document.visibilityState === 'visible')
      void markRead(conversationId).catch(() => undefined);
    // Read again whenever a newer message arrives while the thread is open.
  }, [newest, conversationId]); // eslint-disable-line react-hooks/exhaustive-deps

  const conversation = head.data?.conversation;
  const bookAction = useBookAction();
  if (head.error && !conversation) {
    return (
      <Alert color="red" variant="light" role="alert" title="This conversation could not be opened">
        <Text size="sm">{head.error.message}</Text>
        <Anchor component={RouterLink} to={props.backPath} size="sm">
          Back to messages
        </Anchor>
      </Alert>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {props.phone && (
            <Anchor component={RouterLink} to={props.backPath} size="sm">
              ← All messages
            </Anchor>
          )}
          <Title order={2} size="h4" data-testid="thread-title">
            {conversation ? conversation.counterpart.name : <Skeleton h={20} w={160} />}
          </Title>
          <Text size="xs" c="dimmed">
            {conversation?.eventName}
          </Text>
          {conversation && conversation.counterpart.type !== 'organiser' && !impersonating && (
            <Group gap={6}>
              <BlockToggle
                conversationId={conversation.id}
                name={conversation.counterpart.name}
                blocked={conversation.blockedByUs}
              />
              {conversation.eventId && bookAction?.(conversation.counterpart, conversation.eventId)}
            </Group>
          )}
        </Stack>
        <Badge
          variant="dot"
          style={{ flexShrink: 0 }}
          color={live === 'live' ? 'green' : 'gray'}
          title={
            live === 'live'
              ? 'New messages appear as they are sent'
              : 'Checking for new messages every few seconds'
          }
        >
          {live === 'live' ? 'Live' : 'Updating'}
        </Badge>
      </Group>
      <Stack
        gap={8}
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        p={4}
        aria-live="polite"
        aria-label="Messages"
        role="log"
      >
        {thread.hasEarlier && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void thread.loadEarlier()}
            style={{ alignSelf: 'center' }}
          >
            Show earlier messages
          </Button>
        )}
        {thread.loading && <Skeleton h={48} />}
        {thread.error && (
          <Alert color="red" variant="light" role="alert" title="The messages could not be loaded">
            {thread.error}
          </Alert>
        )}
        {!thread.loading && !thread.error && !thread.messages.length && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            No messages yet. Say hello — both teams will see it.
          </Text>
        )}
        <Stack component="ul" gap={8} p={0} m={0}>
          {thread.messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              onEdit={(body) => edit(m.id, body).then((changed) => thread.merge([changed]))}
              onDelete={() => remove(m.id).then((gone) => thread.merge([gone]))}
            />
          ))}
        </Stack>
        <div ref={end} />
      </Stack>
      <MessageComposer
        onSend={(body) => send(conversationId, body).then((sent) => thread.merge([sent]))}
        disabled={impersonating}
        disabledReason="Viewing as this person: messages cannot be sent in their name"
      />
    </Paper>
  );
}
