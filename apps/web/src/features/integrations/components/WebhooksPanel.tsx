import { useQuery } from '@apollo/client/react';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { plural, WEBHOOK_KIND_LABELS, WEBHOOK_KINDS } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { WebhooksDocument } from '../../../gql/admin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useCreateWebhook } from '../hooks/useCreateWebhook.ts';
import { useDeleteWebhook } from '../hooks/useDeleteWebhook.ts';
import { useSetWebhookEnabled } from '../hooks/useSetWebhookEnabled.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { SecretShownOnce } from './SecretShownOnce.tsx';

/** Webhook endpoints: register one (its signing secret shown once), switch off, the log. */
export function WebhooksPanel() {
  const { data, loading, error } = useQuery(WebhooksDocument);
  const [create, created] = useCreateWebhook();
  const [setEnabled] = useSetWebhookEnabled();
  const [remove] = useDeleteWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const hooks = data?.webhooks ?? [];

  const submit = async () => {
    const result = await create({ variables: { url, events } }).catch(() => null);
    if (result?.data) {
      setSecret(result.data.createWebhook.secret);
      setUrl('');
      setEvents([]);
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4">
              New endpoint
            </Title>
            <TextInput
              label="Address"
              description="Matchday POSTs each event here as JSON, signed with X-Matchday-Signature."
              placeholder="https://crm.example.com/matchday"
              type="url"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              required
            />
            <Checkbox.Group label="Events" value={events} onChange={setEvents} required>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
                {WEBHOOK_KINDS.map((k) => (
                  <Checkbox key={k} value={k} label={WEBHOOK_KIND_LABELS[k]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {created.error && (
              <Alert color="red" role="alert">
                {created.error.message}
              </Alert>
            )}
            <Group>
              <Button
                type="submit"
                loading={created.loading}
                disabled={!url.trim() || !events.length}
              >
                Add endpoint
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {error && <Alert color="red">{error.message}</Alert>}
      {loading && !data ? (
        <Skeleton h={120} radius="md" />
      ) : hooks.length === 0 ? (
        <EmptyState title="No webhooks yet">
          An endpoint hears of registrations, choices, meetings, ratings, follow-ups and grants as
          they happen.
        </EmptyState>
      ) : (
        <Accordion variant="separated" data-testid="webhooks">
          {hooks.map((w) => (
            <Accordion.Item key={w.id} value={w.id}>
              <Accordion.Control>
                <Group gap="xs" wrap="wrap">
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {w.url}
                  </Text>
                  <Badge color={w.enabled ? 'green' : 'gray'} variant="light">
                    {w.enabled ? 'On' : 'Off'}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {plural(w.events.length, 'event kind')}
                    {w.failures ? ` · ${plural(w.failures, 'failed attempt')} in a row` : ''}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Group gap={4}>
                    {w.events.map((k) => (
                      <Badge key={k} variant="outline" size="sm">
                        {k}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed">
                    Added {formatDateTime(w.createdAt)}
                    {w.disabledAt ? ` · switched off ${formatDateTime(w.disabledAt)}` : ''}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() =>
                        void setEnabled({ variables: { id: w.id, enabled: !w.enabled } }).catch(
                          () => null,
                        )
                      }
                    >
                      {w.enabled ? 'Switch off' : 'Switch on'}
                    </Button>
                    <ConfirmAction
                      label="Remove"
                      title="Remove this endpoint?"
                      message={`Nothing more is sent to ${w.url}, and its delivery log goes with it.`}
                      confirmLabel="Remove endpoint"
                      onConfirm={() => remove({ variables: { id: w.id } })}
                      buttonProps={{ size: 'xs', variant: 'subtle', color: 'red' }}
                    />
                  </Group>
                  <Title order={3} size="h5">
                    Delivery log
                  </Title>
                  <DeliveryLog webhookId={w.id} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <SecretShownOnce
        title="The endpoint’s signing secret"
        secret={secret}
        explanation="Check each delivery’s X-Matchday-Signature with it: HMAC-SHA256 of “t.body”."
        onClose={() => setSecret(null)}
      />
    </Stack>
  );
}
