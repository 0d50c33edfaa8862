import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  can,
  matchesExportPath,
  roleOf,
  type ExportFormat,
  type ExportSheet,
} from '@matchday/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { apiErrorOf, authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { defineMessages, type Message, useT } from '../../../lib/messages.ts';

type Download = {
  id: string;
  label: Message;
  format: ExportFormat;
  sheet?: ExportSheet;
  fallbackName: string;
};

const m = defineMessages({
  xlsx: { id: 'reports.export.xlsx', defaultMessage: 'Excel workbook (.xlsx)' },
  matches: { id: 'reports.export.matches', defaultMessage: 'Matches (.csv)' },
  meetings: { id: 'reports.export.meetings', defaultMessage: 'Meetings (.csv)' },
  notYours: { id: 'reports.export.notYours', defaultMessage: 'Exports are for the organisers' },
  notYoursText: {
    id: 'reports.export.notYoursText',
    defaultMessage:
      'The programme’s administrators and the event’s hosts download its matches and meetings.',
  },
  failed: { id: 'reports.export.failed', defaultMessage: 'The download failed' },
  title: { id: 'reports.export.title', defaultMessage: 'Export matches and meetings' },
  intro: {
    id: 'reports.export.intro',
    defaultMessage:
      'The workbook holds two sheets: Matches (need, startup, corporate, score, source, choice, state) and Meetings (slot time in the event’s time zone, table or video link, both sides’ ratings and comments, follow-up wishes and outcomes). Each CSV file holds one of them.',
  },
  notDownloaded: {
    id: 'reports.export.notDownloaded',
    defaultMessage: 'The file could not be downloaded',
  },
});

const DOWNLOADS: Download[] = [
  {
    id: 'xlsx',
    label: m.xlsx,
    format: 'xlsx',
    fallbackName: 'matches.xlsx',
  },
  {
    id: 'csv-matches',
    label: m.matches,
    format: 'csv',
    sheet: 'matches',
    fallbackName: 'matches.csv',
  },
  {
    id: 'csv-meetings',
    label: m.meetings,
    format: 'csv',
    sheet: 'meetings',
    fallbackName: 'meetings.csv',
  },
];

function filenameOf(response: Response, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * The event page's Export tab: the matches and meetings as a workbook or CSV files. The file is
 * fetched with the session's headers (a plain link would not carry them) and saved from a blob.
 */
export function ExportTab(props: { eventId: string }) {
  const role = roleOf(useSessionUser());
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!can(role, 'exportMatches')) {
    return <EmptyState title={t(m.notYours)}>{t(m.notYoursText)}</EmptyState>;
  }
  const download = async (d: Download) => {
    setBusy(d.id);
    setFailure(null);
    try {
      const response = await authorizedFetch(
        matchesExportPath({ eventId: props.eventId, format: d.format, sheet: d.sheet }),
      );
      if (!response.ok) throw await apiErrorOf(response);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(response, d.fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t(m.failed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" maw={760}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(m.intro)}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t(m.notDownloaded)}>
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          {DOWNLOADS.map((d, i) => (
            <Button
              key={d.id}
              variant={i === 0 ? 'filled' : 'light'}
              loading={busy === d.id}
              disabled={busy !== null && busy !== d.id}
              onClick={() => void download(d)}
              data-testid={`export-${d.id}`}
            >
              {t(d.label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
