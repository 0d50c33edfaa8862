import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';

export function LoadingGrants(props: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={props.label}>
      <Skeleton h={32} w="40%" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={72} radius="md" />
      ))}
    </Stack>
  );
}

export function LoadError(props: { title: string; message: string; retry: () => unknown }) {
  return (
    <Alert color="red" variant="light" role="alert" title={props.title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{props.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void props.retry()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
