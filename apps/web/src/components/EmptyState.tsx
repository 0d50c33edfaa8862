import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an empty list or page says instead of a blank area. */
export function EmptyState(props: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" radius="xl" size={44} aria-hidden>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <circle cx="11" cy="11" r="7" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ThemeIcon>
        <Text fw={600}>{props.title}</Text>
        {props.children && (
          <Text size="sm" c="dimmed" maw={420}>
            {props.children}
          </Text>
        )}
        {props.action}
      </Stack>
    </Paper>
  );
}
