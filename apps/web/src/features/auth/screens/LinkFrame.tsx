import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Frame of the one-time-link screens. */
export function LinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="70vh" p="md" component="main">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%" radius="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
