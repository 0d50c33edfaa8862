import { Card, Stack, Text, Title } from '@mantine/core';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { useSetMyLocale } from '../hooks/useSetMyLocale.ts';

const m = defineMessages({
  title: { id: 'settings.language.title', defaultMessage: 'Language' },
  body: {
    id: 'settings.language.body',
    defaultMessage: 'The language of your screens and of the mails Matchday sends you.',
  },
  saved: { id: 'settings.language.saved', defaultMessage: 'Saved: your mails will use it too.' },
  failed: {
    id: 'settings.language.failed',
    defaultMessage: 'Your choice could not be saved; the screens use it, your mails may not.',
  },
});

/** Settings: the person's language for screens and mails. */
export function LanguageCard() {
  const t = useT();
  const [choose, state] = useSetMyLocale();
  return (
    <Card withBorder padding="lg" data-testid="language-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(m.body)}
        </Text>
        <LanguageSwitch
          size="sm"
          onChange={(locale) => void choose(locale).catch(() => undefined)}
        />
        {state.called && !state.loading && (
          <Text size="sm" c={state.error ? 'red' : 'dimmed'} role="status">
            {t(state.error ? m.failed : m.saved)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
