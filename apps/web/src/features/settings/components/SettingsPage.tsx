import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { DownloadDataCard } from './DownloadDataCard.tsx';

/** Settings (both user areas): account cards the area adds, data export and account deletion. */
export function SettingsPage({ children }: { children?: ReactNode }) {
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Settings" description="Your account and your personal data on Matchday." />
      {children}
      <DownloadDataCard />
      <DeleteAccountCard />
    </Stack>
  );
}
