import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../../../lib/form-errors.ts';

/** Any error under one of these keys (a list's items, a section's fields). */
export const firstUnder = (errors: FieldErrors, ...keys: string[]) =>
  Object.entries(errors).find(([k]) => keys.some((p) => k === p || k.startsWith(`${p}.`)))?.[1];

/** One titled card of the event form. */
export function Section(props: {
  title: string;
  description?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={props.id}>
      <Stack gap={2} mb="md">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.description && (
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        )}
      </Stack>
      <Stack gap="sm">{props.children}</Stack>
    </Card>
  );
}
