import { Alert, Button, Loader, Text } from '@mantine/core';

/** While a link is checked: a status line. */
export function LinkChecking() {
  return (
    <Text role="status">
      <Loader size="xs" mr="xs" /> Checking your link…
    </Text>
  );
}

/** The check itself failed (network, server down): say so and offer to try again. */
export function LinkCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="yellow" variant="light" role="alert" title="Could not check the link">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
