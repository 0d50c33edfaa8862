import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { badgeInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { BadgesDocument } from '../../../../gql/admin.ts';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateBadge } from '../../hooks/useCreateBadge.ts';
import { useDeleteBadge } from '../../hooks/useDeleteBadge.ts';

function CreateBadgeForm() {
  const [f, setF] = useState({ name: '', description: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { loading }] = useCreateBadge();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = badgeInput.safeParse(f);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await create({ variables: { input: parsed.data } });
      setF({ name: '', description: '' });
    } catch (e) {
      setErrors(errorsFromGraphQL(e));
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-badge">
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-badge">
            New badge
          </Title>
          <TextInput
            label="Name"
            required
            maxLength={60}
            placeholder="e.g. Pilot ready"
            value={f.name}
            error={errors.name}
            onChange={(e) => setF({ ...f, name: e.currentTarget.value })}
          />
          <TextInput
            label="Description"
            maxLength={300}
            placeholder="Shown when hovering the badge"
            value={f.description}
            error={errors.description}
            onChange={(e) => setF({ ...f, description: e.currentTarget.value })}
          />
          {errors[''] && (
            <Alert color="red" variant="light" role="alert">
              {errors['']}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              Create badge
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /admin/badges (full admins): the badge list; assign them on a company's page. */
export function BadgesPage(props: { companiesWithBadge: (badgeId: string) => string }) {
  const { data, loading, error } = useQuery(BadgesDocument);
  const [remove] = useDeleteBadge();
  const badges = data?.badges ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title="Badges"
        description="Marks of recognition shown on company profiles. Assign them on a company’s page."
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {error && (
            <Alert color="red" variant="light" role="alert" mb="sm">
              {error.message}
            </Alert>
          )}
          {loading && !data ? (
            <Skeleton h={120} radius="md" />
          ) : badges.length === 0 ? (
            <EmptyState title="No badges yet">Create the first one with the form.</EmptyState>
          ) : (
            <Card withBorder radius="md" padding={0}>
              <Stack gap={0} role="list" aria-label="Badges">
                {badges.map((b, i) => (
                  <Group
                    key={b.id}
                    role="listitem"
                    justify="space-between"
                    p="md"
                    wrap="nowrap"
                    style={{ borderTop: i ? '1px solid var(--mantine-color-gray-2)' : undefined }}
                  >
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Badge color="amber" c="dark" variant="filled" size="lg">
                        {b.name}
                      </Badge>
                      {b.description && (
                        <Text size="sm" c="dimmed">
                          {b.description}
                        </Text>
                      )}
                      <Anchor component={Link} to={props.companiesWithBadge(b.id)} size="xs">
                        Companies with this badge
                      </Anchor>
                    </Stack>
                    <ConfirmAction
                      label="Delete"
                      title={`Delete the badge “${b.name}”?`}
                      message="It is removed from every company that has it."
                      confirmLabel="Delete badge"
                      buttonProps={{
                        variant: 'subtle',
                        color: 'red',
                        size: 'xs',
                        'aria-label': `Delete badge ${b.name}`,
                      }}
                      onConfirm={() => remove({ variables: { id: b.id } })}
                    />
                  </Group>
                ))}
              </Stack>
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CreateBadgeForm />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
