import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { LEGAL_DOCUMENTS } from '@matchday/shared';
import { acceptCookies, useAppState } from '../../lib/app-state.ts';

/** Shown until the visitor accepts; Accept stores cookies=true in the app state (SPEC §2, §4). */
export function CookieBanner() {
  const { cookies } = useAppState();
  if (cookies) return null;
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      style={{ zIndex: 300 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">By using this site, you agree with our use of cookies.</Text>
        <Group gap="xs">
          <Anchor
            href={LEGAL_DOCUMENTS.cookies.path}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            Learn more
          </Anchor>
          <Button size="xs" onClick={acceptCookies}>
            Accept
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
