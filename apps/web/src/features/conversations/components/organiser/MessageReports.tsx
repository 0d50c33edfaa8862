import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { EventMessageReportsDocument } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  title: { id: 'organiser.reports.title', defaultMessage: 'Reported messages' },
  none: { id: 'organiser.reports.none', defaultMessage: 'No message has been reported.' },
  failed: { id: 'organiser.reports.failed', defaultMessage: 'The reports could not be loaded' },
  by: {
    id: 'organiser.reports.by',
    defaultMessage: '{reporter} ({company}) reported a message from {author} · {at}',
  },
  reason: { id: 'organiser.reports.reason', defaultMessage: 'Reason: {reason}' },
});

/** The messages participants reported to the organisers, as they read when reported. */
export function MessageReports(props: { eventId: string }) {
  const t = useT();
  const { data, error } = useQuery(EventMessageReportsDocument, {
    variables: { eventId: props.eventId },
  });
  const reports = data?.eventMessageReports ?? [];
  return (
    <Stack gap="xs" data-testid="message-reports">
      <Title order={2} size="h4">
        {t(m.title)}
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
          {error.message}
        </Alert>
      )}
      {data && !reports.length && (
        <Text size="sm" c="dimmed">
          {t(m.none)}
        </Text>
      )}
      {reports.map((r) => (
        <Paper key={r.id} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {t(m.by, {
              reporter: r.reporterName,
              company: r.reporterCompany,
              author: r.authorCompany,
              at: formatDateTime(r.createdAt),
            })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.quotedBody}
          </Text>
          {r.reason && (
            <Text size="sm" c="dimmed">
              {t(m.reason, { reason: r.reason })}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
