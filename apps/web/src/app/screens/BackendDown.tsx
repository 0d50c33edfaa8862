import { Text } from '@mantine/core';
import { StatusScreen } from './StatusScreen.tsx';
import { SupportLink } from './SupportLink.tsx';

/** Replaces the whole app while the monitor does not answer OK (SPEC §2, §8). */
export function BackendDown() {
  return (
    <StatusScreen title="Maintenance" role="alert">
      <Text size="lg" data-testid="backend-down">
        Backend is currently down. Please come back later
      </Text>
      <SupportLink subject="Matchday is down" />
    </StatusScreen>
  );
}
