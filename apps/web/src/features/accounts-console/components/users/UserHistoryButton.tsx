import { useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { UserHistoryDocument, type UserHistoryAction } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';

/** What one history entry says, naming the admin. */
const TITLE: Record<UserHistoryAction, (admin: string) => string> = {
  IMPERSONATION_STARTED: (admin) => `${admin} began viewing Matchday as them`,
  IMPERSONATION_STOPPED: (admin) => `${admin} stopped viewing as them`,
  IMPERSONATION_RAN_OUT: (admin) => `${admin}’s view as them ran out after one hour`,
};

/** Full admins: a person's history in a side drawer (full screen on a phone). */
export function UserHistoryButton(props: { userId: string; name: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={open}
        aria-label={`History of ${props.name}`}
      >
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={phone ? '100%' : 'md'}
        title={<Text fw={700}>History of {props.name}</Text>}
      >
        {opened && <History userId={props.userId} name={props.name} />}
      </Drawer>
    </>
  );
}

function History(props: { userId: string; name: string }) {
  const { data, loading, error, refetch } = useQuery(UserHistoryDocument, {
    variables: { userId: props.userId },
  });
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" title="The history could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (loading || !data) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading the history">
        <Skeleton height={20} width="60%" />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (data.userHistory.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing recorded yet. When an admin views Matchday as {props.name}, it shows here: who, when
        it began and when it ended.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="user-history">
      {data.userHistory.map((entry) => (
        <Timeline.Item key={entry.id} title={TITLE[entry.action](entry.actorName)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
