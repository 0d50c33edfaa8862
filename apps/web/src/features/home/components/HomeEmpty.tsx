import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a part of the home says when it has nothing yet: what happens next. */
export function HomeEmpty(props: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Stack gap={4} py="xs" data-testid="home-empty">
      <Text fw={600}>{props.title}</Text>
      <Text size="sm" c="dimmed">
        {props.children}
      </Text>
      {props.action}
    </Stack>
  );
}
