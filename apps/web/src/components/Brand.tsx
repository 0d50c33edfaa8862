import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@matchday/shared';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label={PRODUCT_NAME}>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#1d3a8a'} />
        <circle cx="24" cy="32" r="11" fill="#ffb000" />
        <circle cx="40" cy="32" r="11" fill={inverted ? '#1d3a8a' : '#ffffff'} fillOpacity=".9" />
      </svg>
      <Text fw={800} size="lg" c={inverted ? 'white' : 'matchday.9'}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
