import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  IMPORT_MAX_BYTES,
  type ImportAction,
  type ImportResult,
  type ImportRow,
} from '@matchday/shared';
import { ImportError, useImportParticipants } from '../../../hooks/useImportParticipants.ts';
import { defineMessages, type Message, useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';

const m = defineMessages({
  create: { id: 'events.import.create', defaultMessage: 'New organisation and person' },
  newPerson: {
    id: 'events.import.newPerson',
    defaultMessage: 'New person, existing organisation',
  },
  link: { id: 'events.import.link', defaultMessage: 'Existing person, added to the event' },
  already: { id: 'events.import.already', defaultMessage: 'Already taking part' },
  tooBig: {
    id: 'events.import.tooBig',
    defaultMessage: 'A participants file may be at most 5 MB',
  },
  failed: { id: 'events.import.failed', defaultMessage: 'The import failed' },
  title: { id: 'events.import.title', defaultMessage: 'Import participants to {name}' },
  intro: {
    id: 'events.import.intro',
    defaultMessage:
      'A CSV or Excel (.xlsx) file with one row per person and the columns {email}, {name}, {organisation}, {country} (two-letter code such as SE) and {type} (startup or corporate). New people get an invitation by mail; organisations are approved for the event at once.',
  },
  file: { id: 'events.import.file', defaultMessage: 'Participants file' },
  choose: { id: 'events.import.choose', defaultMessage: 'Choose a .csv or .xlsx file' },
  checking: { id: 'events.import.checking', defaultMessage: 'Checking the file…' },
  notImported: { id: 'events.import.notImported', defaultMessage: 'Not imported' },
  ready: { id: 'events.import.ready', defaultMessage: 'The file is ready to import' },
  read: {
    id: 'events.import.read',
    defaultMessage:
      '{rows, plural, one {# row} other {# rows}} read: {adding, plural, =0 {everyone already takes part.} one {# participant will be added.} other {# participants will be added.}}',
  },
  cannot: {
    id: 'events.import.cannot',
    defaultMessage: '{count, plural, one {# row} other {# rows}} cannot be imported',
  },
  fixRows: {
    id: 'events.import.fixRows',
    defaultMessage:
      'Nothing is imported until every row is right. Fix the rows below in the file and choose it again.',
  },
  rowsToShow: { id: 'events.import.rowsToShow', defaultMessage: 'Rows to show' },
  withProblems: { id: 'events.import.withProblems', defaultMessage: 'With problems ({count})' },
  allRows: { id: 'events.import.allRows', defaultMessage: 'All rows ({count})' },
  line: { id: 'events.import.line', defaultMessage: 'Line' },
  person: { id: 'events.import.person', defaultMessage: 'Person' },
  result: { id: 'events.import.result', defaultMessage: 'Result' },
  importCount: {
    id: 'events.import.importCount',
    defaultMessage: 'Import {count, plural, one {# participant} other {# participants}}',
  },
  rowReady: { id: 'events.import.rowReady', defaultMessage: 'Ready' },
});

const ACTION_LABEL: Record<ImportAction, Message> = {
  create: m.create,
  newPerson: m.newPerson,
  link: m.link,
  already: m.already,
};

/** A text whose `\u0001`-fenced parts (the file's column names) are shown bold. */
function withBold(text: string) {
  return text.split('\u0001').map((part, i) => (i % 2 ? <b key={i}>{part}</b> : part));
}
const COLUMN = (name: string) => `\u0001${name}\u0001`;

/**
 * Import participants from a CSV or XLSX file (e-mail, name, organisation, country, type):
 * the server checks the file first and lists each failing row and why; "Import" then sends the
 * same file for real (all rows or none).
 */
export function ImportDialog(props: {
  eventId: string;
  eventName: string;
  onClose: () => void;
  onImported: (imported: NonNullable<ImportResult['imported']>) => void;
}) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const send = useImportParticipants(props.eventId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'commit' | null>(null);
  const [show, setShow] = useState<'problems' | 'all'>('problems');

  const choose = (f: File | null) => {
    setFile(f);
    setPreview(null);
    setFailure(null);
    if (f && f.size > IMPORT_MAX_BYTES) setFailure(t(m.tooBig));
    else if (f) void run(f, false);
  };

  const run = async (f: File, commit: boolean) => {
    setBusy(commit ? 'commit' : 'check');
    setFailure(null);
    try {
      const answer = await send(f, commit);
      if (commit && answer.imported) props.onImported(answer.imported);
      else {
        setPreview(answer);
        setShow(answer.valid ? 'all' : 'problems');
      }
    } catch (e) {
      if (e instanceof ImportError && e.rows) {
        setPreview({ rows: e.rows, valid: false });
        setShow('problems');
      }
      setFailure(e instanceof Error ? e.message : t(m.failed));
    } finally {
      setBusy(null);
    }
  };

  const rows = preview?.rows ?? [];
  const bad = rows.filter((r) => r.problems.length > 0);
  const toImport = rows.filter((r) => r.problems.length === 0 && r.action !== 'already');
  const shown = show === 'problems' ? bad : rows;

  return (
    <Modal
      opened
      onClose={() => busy !== 'commit' && props.onClose()}
      title={t(m.title, { name: props.eventName })}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {withBold(
            t(m.intro, {
              email: COLUMN('email'),
              name: COLUMN('name'),
              organisation: COLUMN('organisation'),
              country: COLUMN('country'),
              type: COLUMN('type'),
            }),
          )}
        </Text>
        <FileInput
          label={t(m.file)}
          placeholder={t(m.choose)}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={choose}
          clearable
          disabled={busy !== null}
          data-testid="import-file"
        />
        {busy === 'check' && (
          <Text size="sm" c="dimmed" role="status">
            {t(m.checking)}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t(m.notImported)}>
            {failure}
          </Alert>
        )}
        {preview && (
          <Stack gap="sm" data-testid="import-preview">
            {preview.valid ? (
              <Alert color="teal" variant="light" title={t(m.ready)}>
                {t(m.read, { rows: rows.length, adding: toImport.length })}
              </Alert>
            ) : (
              <Alert color="orange" variant="light" title={t(m.cannot, { count: bad.length })}>
                {t(m.fixRows)}
              </Alert>
            )}
            {rows.length > 0 && bad.length > 0 && bad.length < rows.length && (
              <SegmentedControl
                aria-label={t(m.rowsToShow)}
                size="xs"
                data={[
                  { value: 'problems', label: t(m.withProblems, { count: bad.length }) },
                  { value: 'all', label: t(m.allRows, { count: rows.length }) },
                ]}
                value={show}
                onChange={(v) => setShow(v as 'problems' | 'all')}
                w="fit-content"
              />
            )}
            <Table.ScrollContainer minWidth={720} mah={360}>
              <Table verticalSpacing={6} fz="sm" stickyHeader striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(m.line)}</Table.Th>
                    <Table.Th>{t(m.person)}</Table.Th>
                    <Table.Th>{t(pm.organisation)}</Table.Th>
                    <Table.Th>{t(pm.country)}</Table.Th>
                    <Table.Th>{t(pm.type)}</Table.Th>
                    <Table.Th>{t(m.result)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((r) => (
                    <PreviewRow key={r.line} row={r} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy === 'commit'}>
            {t(pm.cancel)}
          </Button>
          <Button
            disabled={!file || !preview?.valid || toImport.length === 0 || busy !== null}
            loading={busy === 'commit'}
            onClick={() => file && void run(file, true)}
            data-testid="import-commit"
          >
            {preview?.valid && toImport.length
              ? t(m.importCount, { count: toImport.length })
              : t(pm.import)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PreviewRow(props: { row: ImportRow }) {
  const r = props.row;
  const failing = r.problems.length > 0;
  const t = useT();
  return (
    <Table.Tr bg={failing ? 'var(--mantine-color-red-0)' : undefined}>
      <Table.Td>{r.line}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {r.name || '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {r.email || '—'}
        </Text>
      </Table.Td>
      <Table.Td>{r.organisation || '—'}</Table.Td>
      <Table.Td>{r.country || '—'}</Table.Td>
      <Table.Td>{r.type || '—'}</Table.Td>
      <Table.Td miw={220}>
        {failing ? (
          <List size="sm" c="red.8" spacing={0}>
            {r.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        ) : (
          <Badge variant="light" color={r.action === 'already' ? 'gray' : 'teal'} tt="none">
            {r.action ? t(ACTION_LABEL[r.action]) : t(m.rowReady)}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
