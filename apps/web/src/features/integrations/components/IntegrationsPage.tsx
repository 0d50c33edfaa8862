import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ApiTokensPanel } from './ApiTokensPanel.tsx';
import { IdentityProvidersPanel } from './IdentityProvidersPanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';

/**
 * The admin area's Integrations page: read-API tokens for the admin, and — for a full ADMIN —
 * the programme's webhook endpoints with their delivery log and the identity providers people
 * sign in with.
 */
export function IntegrationsPage(props: { webhooks: boolean; providers?: boolean }) {
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
          {props.providers && <Tabs.Tab value="sso">Sign-in providers</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="tokens" pt="md">
          <ApiTokensPanel />
        </Tabs.Panel>
        {props.webhooks && (
          <Tabs.Panel value="webhooks" pt="md">
            <WebhooksPanel />
          </Tabs.Panel>
        )}
        {props.providers && (
          <Tabs.Panel value="sso" pt="md">
            <IdentityProvidersPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
