import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ADMIN_TYPES } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { CorporateChoicesDocument, IdentityProvidersDocument } from '../../../gql/admin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  useCreateIdentityProvider,
  useDeleteIdentityProvider,
} from '../hooks/useIdentityProviderEdits.ts';

const EMPTY = { name: '', issuer: '', clientId: '', clientSecret: '', domains: '' };

/**
 * Identity providers (decision 113): people of the allowed e-mail domains sign in with their
 * organisation's account — as members of one corporate company, or as admins of one kind.
 */
export function IdentityProvidersPanel() {
  const { data, loading, error } = useQuery(IdentityProvidersDocument);
  const [create, created] = useCreateIdentityProvider();
  const [remove] = useDeleteIdentityProvider();
  const [form, setForm] = useState(EMPTY);
  const [target, setTarget] = useState<'company' | 'admin'>('company');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [adminType, setAdminType] = useState<string | null>('ADMIN');
  const [search, setSearch] = useState('');
  const corporates = useQuery(CorporateChoicesDocument, {
    variables: { search: search || null },
    skip: target !== 'company',
  });
  const providers = data?.identityProviders ?? [];
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [key]: e.currentTarget.value }),
  });

  const submit = async () => {
    const input = {
      name: form.name,
      issuer: form.issuer.trim(),
      clientId: form.clientId,
      clientSecret: form.clientSecret,
      domains: form.domains.split(/[\s,]+/).filter(Boolean),
      companyId: target === 'company' ? companyId : null,
      adminType: target === 'admin' ? adminType : null,
    };
    const result = await create({ variables: { input } }).catch(() => null);
    if (result?.data) {
      setForm(EMPTY);
      setCompanyId(null);
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
              New identity provider
            </Title>
            <Text size="sm" c="dimmed">
              OpenID Connect: register Matchday at the provider as a web client with the redirect
              URI shown on each provider below, then enter what the provider gave you.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Name on the sign-in button" required {...field('name')} />
              <TextInput
                label="Issuer"
                placeholder="https://login.example.com"
                type="url"
                required
                {...field('issuer')}
              />
              <TextInput label="Client id" required {...field('clientId')} />
              <PasswordInput
                label="Client secret"
                description="Stored sealed; never shown again."
                required
                {...field('clientSecret')}
              />
            </SimpleGrid>
            <TextInput
              label="Allowed e-mail domains"
              description="Separated by commas, e.g. volvo.com, volvocars.com"
              required
              {...field('domains')}
            />
            <Text size="sm" fw={500}>
              The people it signs in are
            </Text>
            <SegmentedControl
              value={target}
              onChange={(v) => setTarget(v as 'company' | 'admin')}
              data={[
                { value: 'company', label: 'Corporate people' },
                { value: 'admin', label: 'Admins' },
              ]}
              fullWidth
            />
            {target === 'company' ? (
              <Select
                label="Corporate company"
                placeholder="Type the company’s name"
                description="A person new to Matchday joins this company when they first sign in."
                searchable
                required
                searchValue={search}
                onSearchChange={setSearch}
                value={companyId}
                onChange={setCompanyId}
                data={(corporates.data?.companies.items ?? []).map((c) => ({
                  value: c.id,
                  label: c.name,
                }))}
                nothingFoundMessage="No corporate of that name"
              />
            ) : (
              <Select
                label="Admin kind"
                description="Only existing administrators of this kind can sign in; invite them first."
                required
                value={adminType}
                onChange={setAdminType}
                data={[...ADMIN_TYPES]}
              />
            )}
            {created.error && (
              <Alert color="red" role="alert">
                {created.error.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={created.loading}>
                Add provider
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {error && <Alert color="red">{error.message}</Alert>}
      {loading && !data ? (
        <Skeleton h={120} radius="md" />
      ) : providers.length === 0 ? (
        <EmptyState title="No identity providers yet">
          With one, corporates and administrators sign in with their organisation’s own account.
        </EmptyState>
      ) : (
        <Stack gap="sm" data-testid="identity-providers">
          {providers.map((p) => (
            <Card key={p.id} withBorder radius="md" p="md">
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{p.name}</Text>
                  <Badge variant="light">
                    {p.companyName ? `Members of ${p.companyName}` : `${p.adminType} admins`}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Issuer {p.issuer} · client {p.clientId}
                </Text>
                <Text size="sm">Domains: {p.domains.join(', ')}</Text>
                <Text size="sm">Redirect URI to register at the provider</Text>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {p.redirectUri}
                </Code>
                <Group justify="space-between" wrap="wrap">
                  <Text size="xs" c="dimmed">
                    Added {formatDateTime(p.createdAt)}
                  </Text>
                  <ConfirmAction
                    label="Remove"
                    title="Remove this identity provider?"
                    message={`People can no longer sign in with ${p.name}; their accounts stay.`}
                    confirmLabel="Remove provider"
                    onConfirm={() => remove({ variables: { id: p.id } })}
                    buttonProps={{ size: 'xs', variant: 'subtle', color: 'red' }}
                  />
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
