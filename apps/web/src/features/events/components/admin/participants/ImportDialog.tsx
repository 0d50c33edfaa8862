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
import { plural } from '../../../lib/labels.ts';

const ACTION_LABEL: Record<ImportAction, string> = {
  create: 'New organisation and person',
  newPerson: 'New person, existing organisation',
  link: 'Existing person, added to the event',
  already: 'Already taking part',
};

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
    if (f && f.size > IMPORT_MAX_BYTES) setFailure('A participants file may be at most 5 MB');
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
      setFailure(e instanceof Error ? e.message : 'The import failed');
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
      title={`Import participants to ${props.eventName}`}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A CSV or Excel (.xlsx) file with one row per person and the columns <b>email</b>,{' '}
          <b>name</b>, <b>organisation</b>, <b>country</b> (two-letter code such as SE) and{' '}
          <b>type</b> (startup or corporate). New people get an invitation by mail; organisations
          are approved for the event at once.
        </Text>
        <FileInput
          label="Participants file"
          placeholder="Choose a .csv or .xlsx file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={choose}
          clearable
          disabled={busy !== null}
          data-testid="import-file"
        />
        {busy === 'check' && (
          <Text size="sm" c="dimmed" role="status">
            Checking the file…
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Not imported">
            {failure}
          </Alert>
        )}
        {preview && (
          <Stack gap="sm" data-testid="import-preview">
            {preview.valid ? (
              <Alert color="teal" variant="light" title="The file is ready to import">
                {plural(rows.length, 'row')} read:{' '}
                {toImport.length === 0
                  ? 'everyone already takes part.'
                  : `${plural(toImport.length, 'participant')} will be added.`}
              </Alert>
            ) : (
              <Alert
                color="orange"
                variant="light"
                title={`${plural(bad.length, 'row')} cannot be imported`}
              >
                Nothing is imported until every row is right. Fix the rows below in the file and
                choose it again.
              </Alert>
            )}
            {rows.length > 0 && bad.length > 0 && bad.length < rows.length && (
              <SegmentedControl
                aria-label="Rows to show"
                size="xs"
                data={[
                  { value: 'problems', label: `With problems (${bad.length})` },
                  { value: 'all', label: `All rows (${rows.length})` },
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
                    <Table.Th>Line</Table.Th>
                    <Table.Th>Person</Table.Th>
                    <Table.Th>Organisation</Table.Th>
                    <Table.Th>Country</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Result</Table.Th>
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
            Cancel
          </Button>
          <Button
            disabled={!file || !preview?.valid || toImport.length === 0 || busy !== null}
            loading={busy === 'commit'}
            onClick={() => file && void run(file, true)}
            data-testid="import-commit"
          >
            {preview?.valid && toImport.length
              ? `Import ${plural(toImport.length, 'participant')}`
              : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PreviewRow(props: { row: ImportRow }) {
  const r = props.row;
  const failing = r.problems.length > 0;
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
            {r.action ? ACTION_LABEL[r.action] : 'Ready'}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
