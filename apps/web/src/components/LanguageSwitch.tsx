import { SegmentedControl } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@matchday/shared';
import { defineMessages, useT } from '../lib/messages.ts';
import { useLocale } from '../lib/locale.ts';

const messages = defineMessages({
  language: { id: 'language.switch', defaultMessage: 'Language' },
});

/**
 * English | Svenska: each language named in itself, the current one marked. `onChange` switches
 * (signed in, it also tells the server).
 */
export function LanguageSwitch(props: { onChange: (locale: Locale) => void; size?: 'xs' | 'sm' }) {
  const locale = useLocale();
  const t = useT();
  return (
    <SegmentedControl
      size={props.size ?? 'xs'}
      value={locale}
      onChange={(value) => isLocale(value) && props.onChange(value)}
      aria-label={t(messages.language)}
      data-testid="language-switch"
      data={LOCALES.map((l) => ({
        value: l,
        label: (
          <abbr lang={l} title={LOCALE_NAMES[l]} style={{ textDecoration: 'none' }}>
            {l.toUpperCase()}
          </abbr>
        ),
      }))}
    />
  );
}
