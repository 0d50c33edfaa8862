import { Button, Group } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '@matchday/shared';
import { useLocale } from '../lib/locale.ts';
import { defineMessages, useT } from '../lib/messages.ts';

const messages = defineMessages({
  language: { id: 'language.switch', defaultMessage: 'Language' },
});

/**
 * EN | SV: each language's code in itself (its full name on hover), the current one pressed. `onChange` switches (signed in, it also tells the server).
 */
export function LanguageSwitch(props: { onChange: (locale: Locale) => void; size?: 'xs' | 'sm' }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Group gap={2} role="group" aria-label={t(messages.language)} data-testid="language-switch">
      {LOCALES.map((l) => (
        <Button
          key={l}
          size={props.size ?? 'xs'}
          px={8}
          variant={l === locale ? 'filled' : 'default'}
          aria-pressed={l === locale}
          lang={l}
          title={LOCALE_NAMES[l]}
          onClick={() => l !== locale && props.onChange(l)}
        >
          {l.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
