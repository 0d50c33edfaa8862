import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title, one line of context and the page's main actions. */
export function PageHeader(props: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.description && <Text c="dimmed">{props.description}</Text>}
      </Stack>
      {props.actions && <Group gap="xs">{props.actions}</Group>}
    </Group>
  );
}
