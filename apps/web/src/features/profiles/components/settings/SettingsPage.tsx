import { Stack } from '@mantine/core';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { DownloadDataCard } from './DownloadDataCard.tsx';

/** Settings (both user areas): personal data export and account deletion. */
export function SettingsPage() {
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Settings" description="Your personal data on Matchday." />
      <DownloadDataCard />
      <DeleteAccountCard />
    </Stack>
  );
}
