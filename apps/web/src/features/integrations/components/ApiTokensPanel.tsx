import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { API_SCOPE_LABELS, API_SCOPES, API_TOKEN_DEFAULT_DAYS, plural } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ApiTokensDocument } from '../../../gql/admin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useCreateApiToken } from '../hooks/useCreateApiToken.ts';
import { useRevokeApiToken } from '../hooks/useRevokeApiToken.ts';
import { SecretShownOnce } from './SecretShownOnce.tsx';

/** Read-API tokens: make one (shown once), see when each was last used, revoke. */
export function ApiTokensPanel() {
  const { data, loading, error } = useQuery(ApiTokensDocument);
  const [create, created] = useCreateApiToken();
  const [revoke] = useRevokeApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['events:read']);
  const [days, setDays] = useState<number | string>(API_TOKEN_DEFAULT_DAYS);
  const [secret, setSecret] = useState<string | null>(null);
  const tokens = data?.apiTokens ?? [];

  const submit = async () => {
    const result = await create({
      variables: { name, scopes, expiresInDays: typeof days === 'number' ? days : null },
    }).catch(() => null);
    if (result?.data) {
      setSecret(result.data.createApiToken.token);
      setName('');
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
              New token
            </Title>
            <TextInput
              label="Name"
              description="Say what uses it, e.g. “CRM sync”."
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
              maxLength={80}
            />
            <Checkbox.Group label="What it may read" value={scopes} onChange={setScopes} required>
              <Stack gap={6} mt={6}>
                {API_SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={`${API_SCOPE_LABELS[s]} (${s})`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <NumberInput
              label="Expires after (days)"
              min={1}
              max={366}
              value={days}
              onChange={setDays}
              maw={220}
            />
            {created.error && (
              <Alert color="red" role="alert">
                {created.error.message}
              </Alert>
            )}
            <Group>
              <Button
                type="submit"
                loading={created.loading}
                disabled={!name.trim() || !scopes.length}
              >
                Make token
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {error && <Alert color="red">{error.message}</Alert>}
      {loading && !data ? (
        <Skeleton h={120} radius="md" />
      ) : tokens.length === 0 ? (
        <EmptyState title="No tokens yet">
          A token lets another system read events, companies, meetings and results through the read
          API.
        </EmptyState>
      ) : (
        <Box
          role="region"
          aria-label="API tokens"
          tabIndex={0}
          style={{ overflowX: 'auto', maxWidth: 'calc(100vw - 2rem)', position: 'relative' }}
        >
          <Table striped data-testid="api-tokens" miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    <Text fw={500}>{t.name}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {t.prefix}…
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {t.scopes.map((s) => (
                        <Badge key={s} variant="light" size="sm">
                          {s}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(t.expiresAt)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={t.active ? 'green' : 'gray'} variant="light">
                      {t.revokedAt ? 'Revoked' : t.active ? 'Active' : 'Expired'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {!t.revokedAt && (
                      <ConfirmAction
                        label="Revoke"
                        title={`Revoke “${t.name}”?`}
                        message="Anything still using this token is refused from its next request. This cannot be undone."
                        confirmLabel="Revoke token"
                        onConfirm={() => revoke({ variables: { id: t.id } })}
                        buttonProps={{ variant: 'subtle', size: 'xs', color: 'red' }}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {tokens.length > 0 && (
        <Text size="sm" c="dimmed">
          {plural(tokens.filter((t) => t.active).length, 'active token')}
        </Text>
      )}
      <SecretShownOnce
        title="Your new token"
        secret={secret}
        explanation="Send it as “Authorization: Bearer <token>” to /api/v1."
        onClose={() => setSecret(null)}
      />
    </Stack>
  );
}
