import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { CalendarFeedUrlDocument } from '../../../../gql/startup.ts';
import { useRevokeCalendarFeed } from '../../hooks/useRevokeCalendarFeed.ts';
import { webcalUrl } from '../../lib/agenda-status.ts';

/**
 * The personal calendar subscription: the secret feed URL with Copy, "Subscribe in
 * calendar" (webcal://) and "Reset link", which stops the old URL after a confirmation.
 */
export function CalendarFeedCard() {
  const { data, loading, error } = useQuery(CalendarFeedUrlDocument);
  const [revoke] = useRevokeCalendarFeed();
  const clipboard = useClipboard({ timeout: 2000 });
  const [notice, setNotice] = useState<string | null>(null);
  const url = data?.calendarFeedUrl;

  return (
    <Card withBorder radius="md" padding="lg" data-print-hide data-testid="calendar-feed">
      <Title order={2} size="h4">
        Calendar subscription
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Subscribe once and your calendar app shows every meeting you have at Matchday events and
        keeps them up to date: new times, tables and cancellations included. The link is personal:
        anyone who has it can see your meetings.
      </Text>
      {!url && loading && (
        <Stack
          gap="xs"
          mt="md"
          aria-busy="true"
          role="status"
          aria-label="Loading your calendar link"
        >
          <Skeleton h={36} />
          <Skeleton h={30} w="60%" />
        </Stack>
      )}
      {!url && !loading && error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mt="md"
          title="Your calendar link could not be loaded"
        >
          {error.message}
        </Alert>
      )}
      {url && (
        <Stack gap="sm" mt="md">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Your calendar link"
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="calendar-feed-url"
            />
            <Button variant="default" onClick={() => clipboard.copy(url)}>
              {clipboard.copied ? 'Copied' : 'Copy'}
            </Button>
          </Group>
          {clipboard.error && (
            <Text size="sm" c="red.7" role="alert">
              The link could not be copied: select it and copy it yourself.
            </Text>
          )}
          {notice && (
            <Alert
              color="green"
              variant="light"
              role="status"
              withCloseButton
              onClose={() => setNotice(null)}
            >
              {notice}
            </Alert>
          )}
          <Group gap="sm">
            <Button component="a" href={webcalUrl(url)}>
              Subscribe in calendar
            </Button>
            <ConfirmAction
              label="Reset link"
              title="Reset your calendar link?"
              message="The current link stops working at once: calendars subscribed to it no longer receive your meetings. You get a new link to subscribe with again. Do this if the link was shared by mistake."
              confirmLabel="Reset link"
              buttonProps={{ variant: 'subtle', color: 'red' }}
              onConfirm={async () => {
                await revoke();
                setNotice(
                  'A new link is ready and the old one no longer works. Subscribe again with the new link.',
                );
              }}
            />
          </Group>
        </Stack>
      )}
    </Card>
  );
}
