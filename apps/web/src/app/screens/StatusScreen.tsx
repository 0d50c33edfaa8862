import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/Brand.tsx';

/** The frame of the full-page screens: not found, error, backend down. */
export function StatusScreen(props: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  role?: 'alert' | 'main';
}) {
  return (
    <Center mih="80vh" p="md" component="main" role={props.role}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%" radius="lg">
        <Stack gap="md" align="flex-start">
          <Brand />
          <div>
            <Title order={1} size="h2">
              {props.title}
            </Title>
            {props.subtitle && (
              <Text size="lg" fw={600} c="matchday.8" mt={4}>
                {props.subtitle}
              </Text>
            )}
          </div>
          {props.children}
        </Stack>
      </Paper>
    </Center>
  );
}
