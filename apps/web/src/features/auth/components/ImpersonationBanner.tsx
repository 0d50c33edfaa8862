import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { stopImpersonation, useImpersonator } from '../../../lib/impersonation.ts';
import { useSessionUser } from '../../../lib/session.ts';

/** "Viewing as <name> — Stop" while a full admin views the app as a user; Stop goes back. */
export function ImpersonationBanner() {
  const impersonator = useImpersonator();
  const user = useSessionUser();
  const navigate = useNavigate();
  if (!impersonator || !user || user.admin) return null;
  return (
    <Group
      justify="center"
      gap="sm"
      bg="amber.4"
      py={6}
      px="md"
      mb="md"
      style={{ borderRadius: 8 }}
      role="status"
      data-testid="impersonation-banner"
    >
      <Text size="sm" fw={600} c="dark">
        Viewing as {user.name || user.email}
      </Text>
      <Text size="sm" c="dark" aria-hidden>
        —
      </Text>
      <Button
        size="compact-sm"
        variant="white"
        color="dark"
        onClick={async () => {
          navigate(await stopImpersonation(), { replace: true });
        }}
      >
        Stop
      </Button>
    </Group>
  );
}
