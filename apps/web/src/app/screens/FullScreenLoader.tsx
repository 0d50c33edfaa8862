import { Center, Loader, Stack, Text } from '@mantine/core';

export type ProgressItem = { id: number; title?: string; subtitle?: string };

/** SPEC §2 full-screen loader: one line per progress item, defaults "Loading" / "Please wait...". */
export function FullScreenLoader({ items = [{ id: 1 }] }: { items?: ProgressItem[] }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite" data-testid="full-screen-loader">
      <Stack align="center" gap="lg">
        <Loader size="lg" />
        {items.map((item) => (
          <Stack key={item.id} gap={2} align="center">
            <Text fw={600}>{item.title ?? 'Loading'}</Text>
            <Text size="sm" c="dimmed">
              {item.subtitle ?? 'Please wait...'}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Center>
  );
}
