import { useQuery } from '@apollo/client/react';
import { Alert, Box, Badge, Button, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { plural } from '@matchday/shared';
import { WebhookDeliveriesDocument } from '../../../gql/admin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useRedeliverWebhook } from '../hooks/useRedeliverWebhook.ts';

const STATE_COLOR: Record<string, string> = {
  DELIVERED: 'green',
  FAILED: 'red',
  PENDING: 'yellow',
};

/** One endpoint's latest deliveries with each answer; any can be sent again by hand. */
export function DeliveryLog(props: { webhookId: string }) {
  const { data, loading, error } = useQuery(WebhookDeliveriesDocument, { pollInterval: 10_000 });
  const [redeliver, redelivering] = useRedeliverWebhook();
  const deliveries = data?.webhooks.find((w) => w.id === props.webhookId)?.deliveries ?? [];
  if (loading && !data) return <Skeleton h={80} />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!deliveries.length) {
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet: deliveries appear here when the chosen events happen.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {redelivering.error && <Alert color="red">{redelivering.error.message}</Alert>}
      <Box
        role="region"
        aria-label="Delivery log"
        tabIndex={0}
        style={{ overflowX: 'auto', maxWidth: 'calc(100vw - 2rem)', position: 'relative' }}
      >
        <Table data-testid="delivery-log" fz="sm" miw={680}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last answer</Table.Th>
              <Table.Th>Delivery id</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td ff="monospace">{d.kind}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.createdAt)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[d.state] ?? 'gray'} variant="light">
                    {d.state.toLowerCase()}
                  </Badge>
                </Table.Td>
                <Table.Td>{d.attempts}</Table.Td>
                <Table.Td>
                  <Tooltip
                    label={d.lastError ?? d.lastResponse ?? ''}
                    disabled={!d.lastError && !d.lastResponse}
                    multiline
                    w={320}
                  >
                    <Text size="sm" span>
                      {d.lastStatus ? `HTTP ${d.lastStatus}` : (d.lastError ?? '—')}
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td ff="monospace" fz="xs">
                  {d.id.slice(0, 8)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() =>
                      void redeliver({ variables: { deliveryId: d.id } }).catch(() => null)
                    }
                    aria-label={`Send ${d.kind} of ${formatDateTime(d.createdAt)} again`}
                  >
                    Send again
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Text size="xs" c="dimmed">
        The latest {plural(deliveries.length, 'delivery', 'deliveries')}. Failed ones are tried
        again with growing waits for 24 hours.
      </Text>
    </Stack>
  );
}
