import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ApiTokensPanel } from './ApiTokensPanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';

/**
 * The admin area's Integrations page: read-API tokens for the admin, and — for a full ADMIN —
 * the programme's webhook endpoints with their delivery log.
 */
export function IntegrationsPage(props: { webhooks: boolean }) {
  return (
    <Stack gap="md">
      <PageHeader
        title="Integrations"
        description="Let your CRM and reporting read Matchday, and hear of changes as they happen."
      />
      <Text size="sm">
        The read API is described in its{' '}
        <Anchor href="/api/v1/docs" target="_blank" rel="noopener" underline="always">
          documentation
        </Anchor>{' '}
        (OpenAPI:{' '}
        <Anchor href="/api/v1/openapi.json" underline="always">
          openapi.json
        </Anchor>
        ).
      </Text>
      <Tabs defaultValue="tokens" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tokens">API tokens</Tabs.Tab>
          {props.webhooks && <Tabs.Tab value="webhooks">Webhooks</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="tokens" pt="md">
          <ApiTokensPanel />
        </Tabs.Panel>
        {props.webhooks && (
          <Tabs.Panel value="webhooks" pt="md">
            <WebhooksPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
