import { Badge, Group, Text } from '@mantine/core';

/** A labelled row of small tags (industries, technologies, stages, countries); nothing if empty. */
export function TagGroup(props: { label: string; items: readonly string[]; color?: string }) {
  if (!props.items.length) return null;
  return (
    <Group gap={6} align="center">
      <Text size="xs" c="dimmed" fw={500} w={{ base: '100%', xs: 'auto' }}>
        {props.label}
      </Text>
      {props.items.map((i) => (
        <Badge
          key={i}
          variant="light"
          color={props.color ?? 'gray'}
          size="sm"
          tt="none"
          fw={500}
          style={{ maxWidth: '100%' }}
        >
          {i}
        </Badge>
      ))}
    </Group>
  );
}
