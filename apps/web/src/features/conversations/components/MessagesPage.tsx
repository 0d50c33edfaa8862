import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { MyConversationsDocument } from '../../../gql/startup.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useConversationSignals } from '../hooks/useConversationSignals.ts';
import { ConversationList } from './ConversationList.tsx';
import { MessageThread } from './MessageThread.tsx';

/**
 * /startup/messages and /corporate/messages (+ /:id): the company's conversations beside the open
 * thread; on a phone the list, or the thread full-screen with a way back.
 */
export function MessagesPage(props: { basePath: string }) {
  usePageTitle('Messages');
  const { id } = useParams();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { data, loading, error, refetch } = useQuery(MyConversationsDocument);
  useConversationSignals(() => void refetch().catch(() => undefined));
  const conversations = data?.myConversations ?? [];

  const list = (
    <Stack gap="sm">
      {loading && !data && [0, 1, 2].map((i) => <Skeleton key={i} h={72} radius="md" />)}
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="Your conversations could not be loaded"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {data && !conversations.length && (
        <EmptyState title="No conversations yet">
          Once you have a match, a pairing request or a meeting with a company at an event, use
          “Message” on it to start talking.
        </EmptyState>
      )}
      {conversations.length > 0 && (
        <ConversationList conversations={conversations} basePath={props.basePath} currentId={id} />
      )}
    </Stack>
  );

  if (phone && id) {
    return (
      <Box h="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
        <MessageThread key={id} conversationId={id} backPath={props.basePath} phone />
      </Box>
    );
  }
  return (
    <Stack gap={0}>
      <PageHeader
        title="Messages"
        description="Talk with the companies you match and meet at events."
      />
      {phone ? (
        list
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>{list}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Box h="calc(100dvh - 220px)" mih={420}>
              {id ? (
                <MessageThread
                  key={id}
                  conversationId={id}
                  backPath={props.basePath}
                  phone={false}
                />
              ) : (
                conversations.length > 0 && (
                  <EmptyState title="Choose a conversation">
                    Pick a company on the left to read and answer its messages.
                  </EmptyState>
                )
              )}
            </Box>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
