import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import {
  EventConversationsDocument,
  MessageableParticipantsDocument,
  OrganiserThreadDocument,
  StartOrganiserConversationDocument,
  type EventConversationFieldsFragment,
} from '../../../../gql/admin.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { useEventConversationSignals } from '../../hooks/useEventConversationSignals.ts';
import { AnnounceCard } from './AnnounceCard.tsx';
import { EventConversationList } from './EventConversationList.tsx';
import { MessageReports } from './MessageReports.tsx';
import { OrganiserThread } from './OrganiserThread.tsx';

const m = defineMessages({
  write: { id: 'organiser.write.title', defaultMessage: 'Write to a participant' },
  participant: { id: 'organiser.write.participant', defaultMessage: 'Participant' },
  pick: { id: 'organiser.write.pick', defaultMessage: 'Choose a company' },
  open: { id: 'organiser.write.open', defaultMessage: 'Open conversation' },
  list: {
    id: 'organiser.list.title',
    defaultMessage: 'Conversations at this event ({count})',
  },
  listHint: {
    id: 'organiser.list.hint',
    defaultMessage:
      'Conversations between two companies are private to them: you see who talks and how much, not what they write.',
  },
  none: { id: 'organiser.list.none', defaultMessage: 'No conversations yet' },
  noneText: {
    id: 'organiser.list.noneText',
    defaultMessage: 'Write to a participant or send an announcement to start one.',
  },
  failed: { id: 'organiser.list.failed', defaultMessage: 'The conversations could not be loaded' },
  retry: { id: 'organiser.list.retry', defaultMessage: 'Try again' },
  more: { id: 'organiser.list.more', defaultMessage: 'Show more' },
  live: { id: 'organiser.live.on', defaultMessage: 'Live' },
  liveHint: {
    id: 'organiser.live.onHint',
    defaultMessage: 'New messages and conversations appear as they are sent',
  },
  polling: { id: 'organiser.live.polling', defaultMessage: 'Updating' },
  pollingHint: {
    id: 'organiser.live.pollingHint',
    defaultMessage: 'Checking for new messages every few seconds',
  },
});

/** Signals come in bursts (an announcement sends one per participant): refetch once per burst. */
const BURST_MS = 300;

/**
 * Keeps the tab's list and the open thread current from the organisers' live stream (polling
 * while it is down); answers the stream's status.
 */
function useLiveTab(eventId: string, openId: string | null) {
  const client = useApolloClient();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout> | null; thread: boolean }>({
    timer: null,
    thread: false,
  });
  return useEventConversationSignals(eventId, (signal) => {
    const p = pending.current;
    if (!signal || signal.conversationId === openId) p.thread = true;
    if (p.timer) return;
    p.timer = setTimeout(() => {
      const include = p.thread
        ? [EventConversationsDocument, OrganiserThreadDocument]
        : [EventConversationsDocument];
      p.timer = null;
      p.thread = false;
      void client.refetchQueries({ include });
    }, BURST_MS);
  });
}

/** The event page's Messages tab: announce, write to a participant, the event's conversations. */
export function EventMessagesTab(props: { eventId: string }) {
  const t = useT();
  const client = useApolloClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [more, setMore] = useState<EventConversationFieldsFragment[]>([]);
  const [moreDone, setMoreDone] = useState(false);
  const live = useLiveTab(props.eventId, openId);
  const list = useQuery(EventConversationsDocument, { variables: { eventId: props.eventId } });
  const people = useQuery(MessageableParticipantsDocument, {
    variables: { eventId: props.eventId },
  });
  const [start, starting] = useMutation(StartOrganiserConversationDocument, {
    refetchQueries: [EventConversationsDocument],
  });
  const [startError, setStartError] = useState<string | null>(null);
  const first = list.data?.eventConversations ?? [];
  const rows = [...first, ...more.filter((r) => !first.some((f) => f.id === r.id))];
  const total = list.data?.eventConversationCount ?? 0;

  const loadMore = async () => {
    const { data } = await client.query({
      query: EventConversationsDocument,
      variables: { eventId: props.eventId, after: rows.at(-1)?.id },
      fetchPolicy: 'network-only',
    });
    const page = data?.eventConversations ?? [];
    setMore((m) => [...m, ...page]);
    if (!page.length) setMoreDone(true);
  };

  return (
    <Stack gap="md">
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AnnounceCard
            eventId={props.eventId}
            audience={people.data?.announcementAudience ?? null}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t(m.write)}
              </Title>
              <Select
                label={t(m.participant)}
                placeholder={t(m.pick)}
                searchable
                data={(people.data?.messageableParticipants ?? []).map((p) => ({
                  value: p.id,
                  label: p.name,
                }))}
                value={companyId}
                onChange={setCompanyId}
                error={startError}
              />
              <Group>
                <Button
                  variant="light"
                  disabled={!companyId}
                  loading={starting.loading}
                  onClick={() => {
                    setStartError(null);
                    start({ variables: { eventId: props.eventId, companyId: companyId! } }).then(
                      (r) => setOpenId(r.data?.startOrganiserConversation.id ?? null),
                      (e: unknown) => setStartError(e instanceof Error ? e.message : String(e)),
                    );
                  }}
                >
                  {t(m.open)}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {openId && <OrganiserThread key={openId} id={openId} onClose={() => setOpenId(null)} />}
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t(m.list, { count: total })}
          </Title>
          <Badge
            variant="dot"
            color={live === 'live' ? 'green' : 'gray'}
            title={live === 'live' ? t(m.liveHint) : t(m.pollingHint)}
            data-testid="organiser-live"
            data-status={live}
          >
            {live === 'live' ? t(m.live) : t(m.polling)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(m.listHint)}
        </Text>
        {list.error && (
          <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{list.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                {t(m.retry)}
              </Button>
            </Stack>
          </Alert>
        )}
        {list.data && !rows.length && <EmptyState title={t(m.none)}>{t(m.noneText)}</EmptyState>}
        {rows.length > 0 && (
          <EventConversationList rows={rows} openId={openId} onOpen={setOpenId} />
        )}
        {rows.length < total && !moreDone && (
          <Group>
            <Button variant="default" size="xs" onClick={() => void loadMore()}>
              {t(m.more)}
            </Button>
          </Group>
        )}
      </Stack>
      <MessageReports eventId={props.eventId} />
    </Stack>
  );
}
