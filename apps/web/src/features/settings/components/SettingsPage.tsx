import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { DownloadDataCard } from './DownloadDataCard.tsx';

const m = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Settings' },
  description: {
    id: 'settings.description',
    defaultMessage: 'Your account and your personal data on Matchday.',
  },
  impersonating: {
    id: 'settings.impersonating',
    defaultMessage:
      'You are viewing as {name}. Changing their password and deleting their account are for them alone, so those are not shown.',
  },
});

/** Settings (both user areas): account cards the area adds, data export and account deletion. */
export function SettingsPage({
  children,
  language,
}: {
  children?: ReactNode;
  /** The language card (the app layer passes it in). */
  language?: ReactNode;
}) {
  const impersonating = useImpersonating();
  const user = useSessionUser();
  const t = useT();
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={t(m.title)} description={t(m.description)} />
      {impersonating && (
        <Alert color="amber" variant="light" data-testid="impersonated-settings">
          {t(m.impersonating, { name: user?.name || user?.email })}
        </Alert>
      )}
      {language}
      {children}
      <DownloadDataCard />
      <DeleteAccountCard />
    </Stack>
  );
}
