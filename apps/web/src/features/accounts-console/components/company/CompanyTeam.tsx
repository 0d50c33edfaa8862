import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConsoleCompanyQuery } from '../../../../gql/admin.ts';
import { UserHistoryButton } from '../users/UserHistoryButton.tsx';
import { ViewAsButton } from '../ViewAsButton.tsx';

/**
 * The company's people as the console sees them, with "View as" and each person's History (who
 * viewed Matchday as them, and when) for the admins the permission table allows.
 */
export function CompanyTeam(props: {
  team: ConsoleCompanyQuery['company']['team'];
  canImpersonate: boolean;
  canReadHistory: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      {props.team.map((m) => (
        <Group
          key={m.id}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          p="xs"
          style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 8 }}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={600} truncate>
                {m.name}
              </Text>
              {m.isContactPerson && (
                <Badge size="xs" variant="light">
                  Contact
                </Badge>
              )}
              {m.pending && (
                <Badge size="xs" variant="light" color="gray">
                  Invited
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {m.email}
            </Text>
          </Stack>
          {(props.canImpersonate || props.canReadHistory) && !m.pending && (
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {props.canImpersonate && <ViewAsButton userId={m.id} name={m.name} />}
              {props.canReadHistory && <UserHistoryButton userId={m.id} name={m.name} />}
            </Group>
          )}
        </Group>
      ))}
      {props.team.length === 0 && (
        <Text size="sm" c="dimmed">
          Nobody yet.
        </Text>
      )}
    </SimpleGrid>
  );
}
