import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { OnboardingTeamDocument } from '../../../../gql/startup.ts';
import type { StepProps } from './step-props.ts';
import type { Invite } from './wizard-values.ts';

const EMPTY: Invite = { email: '', name: '', title: '' };

/** Step 7: who is already on the team, and colleagues to invite now (optional). */
export function TeamStep({ values, onChange, errors }: StepProps) {
  const team = useQuery(OnboardingTeamDocument);
  const invites = values.invites;
  const set = (i: number, patch: Partial<Invite>) =>
    onChange({ invites: invites.map((row, j) => (j === i ? { ...row, ...patch } : row)) });

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          On the team
        </Text>
        {(team.data?.myTeam ?? []).map((m) => (
          <Group key={m.id} gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {m.name}{' '}
              <Text span c="dimmed">
                · {m.email}
              </Text>
            </Text>
            {m.pending && (
              <Badge size="xs" variant="light" color="gray">
                Invited
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        Invite colleagues who will join meetings. Each gets an e-mail with a link to set a password.
        You can also do this later under Team.
      </Text>
      {invites.map((row, i) => (
        <Paper key={i} withBorder p="sm" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label="E-mail"
              type="email"
              value={row.email}
              error={errors[`invites.${i}.email`]}
              onChange={(e) => set(i, { email: e.currentTarget.value })}
            />
            <TextInput
              label="Name"
              value={row.name}
              error={errors[`invites.${i}.name`]}
              onChange={(e) => set(i, { name: e.currentTarget.value })}
            />
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Title"
                style={{ flex: 1 }}
                value={row.title}
                error={errors[`invites.${i}.title`]}
                onChange={(e) => set(i, { title: e.currentTarget.value })}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mb={errors[`invites.${i}.title`] ? 22 : 2}
                aria-label={`Remove invitation ${i + 1}`}
                onClick={() => onChange({ invites: invites.filter((_, j) => j !== i) })}
              >
                ×
              </ActionIcon>
            </Group>
          </SimpleGrid>
        </Paper>
      ))}
      {errors.invites && (
        <Text size="sm" c="red.7" role="alert">
          {errors.invites}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => onChange({ invites: [...invites, { ...EMPTY }] })}
        >
          Add a colleague
        </Button>
      </Group>
    </Stack>
  );
}
