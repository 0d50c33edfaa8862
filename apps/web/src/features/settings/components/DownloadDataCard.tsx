import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorOf, authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';

const m = defineMessages({
  failed: { id: 'settings.export.failed', defaultMessage: 'The export failed' },
  title: { id: 'settings.export.title', defaultMessage: 'Download my data' },
  text: {
    id: 'settings.export.text',
    defaultMessage:
      'A JSON file with everything Matchday holds about you: your account, your role in the company, sign-ins, e-mails sent to you and files you uploaded.',
  },
  action: { id: 'settings.export.action', defaultMessage: 'Download my data (JSON)' },
});

/** "Download my data": the personal-data export (GET /api/me/export) saved as a JSON file. */
export function DownloadDataCard() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const response = await authorizedFetch('/api/me/export', {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw await apiErrorOf(response);
      const blob = new Blob([await response.text()], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `matchday-personal-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      setProblem(e instanceof ApiError || e instanceof Error ? e.message : t(m.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t(m.text)}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="light" loading={busy} onClick={() => void download()}>
          {t(m.action)}
        </Button>
      </Group>
    </Card>
  );
}
