import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { DownloadDataCard } from './DownloadDataCard.tsx';

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
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Settings" description="Your account and your personal data on Matchday." />
      {impersonating && (
        <Alert color="amber" variant="light" data-testid="impersonated-settings">
          You are viewing as {user?.name || user?.email}. Changing their password and deleting their
          account are for them alone, so those are not shown.
        </Alert>
      )}
      {language}
      {children}
      <DownloadDataCard />
      <DeleteAccountCard />
    </Stack>
  );
}
