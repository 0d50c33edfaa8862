import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { CalendarFeedUrlDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { useRevokeCalendarFeed } from '../../hooks/useRevokeCalendarFeed.ts';
import { webcalUrl } from '../../lib/agenda-status.ts';

const m = defineMessages({
  title: { id: 'calendarFeed.title', defaultMessage: 'Calendar subscription' },
  text: {
    id: 'calendarFeed.text',
    defaultMessage:
      'Subscribe once and your calendar app shows every meeting you have at Matchday events and keeps them up to date: new times, tables and cancellations included. The link is personal: anyone who has it can see your meetings.',
  },
  loading: { id: 'calendarFeed.loading', defaultMessage: 'Loading your calendar link' },
  failed: { id: 'calendarFeed.failed', defaultMessage: 'Your calendar link could not be loaded' },
  label: { id: 'calendarFeed.label', defaultMessage: 'Your calendar link' },
  copied: { id: 'calendarFeed.copied', defaultMessage: 'Copied' },
  copy: { id: 'calendarFeed.copy', defaultMessage: 'Copy' },
  copyFailed: {
    id: 'calendarFeed.copyFailed',
    defaultMessage: 'The link could not be copied: select it and copy it yourself.',
  },
  subscribe: { id: 'calendarFeed.subscribe', defaultMessage: 'Subscribe in calendar' },
  reset: { id: 'calendarFeed.reset', defaultMessage: 'Reset link' },
  resetTitle: { id: 'calendarFeed.resetTitle', defaultMessage: 'Reset your calendar link?' },
  resetText: {
    id: 'calendarFeed.resetText',
    defaultMessage:
      'The current link stops working at once: calendars subscribed to it no longer receive your meetings. You get a new link to subscribe with again. Do this if the link was shared by mistake.',
  },
  resetDone: {
    id: 'calendarFeed.resetDone',
    defaultMessage:
      'A new link is ready and the old one no longer works. Subscribe again with the new link.',
  },
});

/**
 * The personal calendar subscription: the secret feed URL with Copy, "Subscribe in
 * calendar" (webcal://) and "Reset link", which stops the old URL after a confirmation.
 */
export function CalendarFeedCard() {
  const t = useT();
  const { data, loading, error } = useQuery(CalendarFeedUrlDocument);
  const [revoke] = useRevokeCalendarFeed();
  const clipboard = useClipboard({ timeout: 2000 });
  const [notice, setNotice] = useState<string | null>(null);
  const url = data?.calendarFeedUrl;

  return (
    <Card withBorder radius="md" padding="lg" data-print-hide data-testid="calendar-feed">
      <Title order={2} size="h4">
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t(m.text)}
      </Text>
      {!url && loading && (
        <Stack gap="xs" mt="md" aria-busy="true" role="status" aria-label={t(m.loading)}>
          <Skeleton h={36} />
          <Skeleton h={30} w="60%" />
        </Stack>
      )}
      {!url && !loading && error && (
        <Alert color="red" variant="light" role="alert" mt="md" title={t(m.failed)}>
          {error.message}
        </Alert>
      )}
      {url && (
        <Stack gap="sm" mt="md">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t(m.label)}
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="calendar-feed-url"
            />
            <Button variant="default" onClick={() => clipboard.copy(url)}>
              {t(clipboard.copied ? m.copied : m.copy)}
            </Button>
          </Group>
          {clipboard.error && (
            <Text size="sm" c="red.7" role="alert">
              {t(m.copyFailed)}
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
              {t(m.subscribe)}
            </Button>
            <ConfirmAction
              label={t(m.reset)}
              title={t(m.resetTitle)}
              message={t(m.resetText)}
              confirmLabel={t(m.reset)}
              buttonProps={{ variant: 'subtle', color: 'red' }}
              onConfirm={async () => {
                await revoke();
                setNotice(t(m.resetDone));
              }}
            />
          </Group>
        </Stack>
      )}
    </Card>
  );
}
