import { Button, Text } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { Link as RouterLink } from 'react-router';
import { defineMessages, useT } from '../../lib/messages.ts';
import { useSessionUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from './StatusScreen.tsx';
import { SupportLink } from './SupportLink.tsx';

/** SPEC §2's words in English; the Swedish catalogue translates them. */
const m = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  subtitle: { id: 'notFound.subtitle', defaultMessage: 'Oops!' },
  body: { id: 'notFound.body', defaultMessage: 'We could not find the page you were looking for.' },
  hint: { id: 'notFound.hint', defaultMessage: 'Return to the main page and continue from there.' },
  home: { id: 'notFound.home', defaultMessage: 'Go to the main page' },
});

/** SPEC §2: the button leads to the main page of the user's area. */
export function NotFound() {
  const user = useSessionUser();
  const t = useT();
  usePageTitle(t(m.title), 2);
  return (
    <StatusScreen title={t(m.title)} subtitle={t(m.subtitle)} role="main">
      <Text>{t(m.body)}</Text>
      <Text c="dimmed">{t(m.hint)}</Text>
      <Button component={RouterLink} to={homePathFor(user)} data-testid="notfound-home">
        {t(m.home)}
      </Button>
      <SupportLink subject="Page not found" />
    </StatusScreen>
  );
}
