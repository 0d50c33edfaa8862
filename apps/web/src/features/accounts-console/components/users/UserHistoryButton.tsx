import { useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { UserHistoryDocument, type UserHistoryAction } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { type Message, useT } from '../../../../lib/messages.ts';
import { cm } from '../../console-messages.ts';

/** What one history entry says, naming the admin. */
const TITLE: Record<UserHistoryAction, Message> = {
  IMPERSONATION_STARTED: cm.began,
  IMPERSONATION_STOPPED: cm.stopped,
  IMPERSONATION_RAN_OUT: cm.ranOut,
};

/** Full admins: a person's history in a side drawer (full screen on a phone). */
export function UserHistoryButton(props: { userId: string; name: string }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={open}
        aria-label={t(cm.historyOf, { name: props.name })}
      >
        {t(cm.history)}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={phone ? '100%' : 'md'}
        title={<Text fw={700}>{t(cm.historyOf, { name: props.name })}</Text>}
      >
        {opened && <History userId={props.userId} name={props.name} />}
      </Drawer>
    </>
  );
}

function History(props: { userId: string; name: string }) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(UserHistoryDocument, {
    variables: { userId: props.userId },
  });
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" title={t(cm.historyFailed)}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t(cm.tryAgain)}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (loading || !data) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t(cm.loadingHistory)}>
        <Skeleton height={20} width="60%" />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (data.userHistory.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(cm.nothingRecorded, { name: props.name })}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="user-history">
      {data.userHistory.map((entry) => (
        <Timeline.Item key={entry.id} title={t(TITLE[entry.action], { admin: entry.actorName })}>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
