import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../../components/layout/Link.tsx';

/**
 * Frame of the one-time-link screens, with the way back to sign-in (left out where the screen's
 * own button already leads there).
 */
export function LinkFrame({
  title,
  children,
  signInLink = true,
}: {
  title: string;
  children: ReactNode;
  signInLink?: boolean;
}) {
  return (
    <Center mih="70vh" p="md" component="main">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%" radius="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
          {signInLink && <Link path="/#sign-in" title="Go to sign-in" />}
        </Stack>
      </Paper>
    </Center>
  );
}
