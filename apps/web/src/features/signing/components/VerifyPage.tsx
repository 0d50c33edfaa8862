import { Alert, Button, Code, FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import type { VerifyResult } from '@matchday/shared';
import { signingApi } from '../api/signing-api.ts';

/**
 * Verify a copy of a signed agreement: the file's SHA-256 is recomputed on the server and
 * compared with the hashes of signed originals. One changed byte → "not the signed original".
 */
export function VerifyPage() {
  usePageTitle('Verify an agreement');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    setError(null);
    if (!file) {
      setError('Choose the PDF to check');
      return;
    }
    setBusy(true);
    try {
      setResult(await signingApi.verify(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be checked');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title="Verify an agreement"
        description="Check whether a PDF is exactly the signed original of a grant agreement."
      />
      <form onSubmit={(e) => void check(e)} noValidate>
        <Stack gap="sm" align="flex-start">
          <FileInput
            label="Signed agreement (PDF)"
            placeholder="Choose a PDF"
            accept="application/pdf"
            value={file}
            onChange={(f) => {
              setFile(f);
              setResult(null);
            }}
            error={!file && error ? error : undefined}
            clearable
            w="100%"
            data-testid="verify-file"
          />
          <Button type="submit" loading={busy}>
            Verify
          </Button>
        </Stack>
      </form>
      {error && file && (
        <Alert color="red" variant="light" role="alert" title="Not checked">
          {error}
        </Alert>
      )}
      {result?.matches === true && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title="This is the signed original"
          data-testid="verify-result"
        >
          <Stack gap={4}>
            <Text size="sm">
              <strong>{result.title}</strong>, signed by {result.parties.join(', ')}; completed{' '}
              {formatDateTime(result.signedAt)}.
            </Text>
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
              SHA-256 <Code>{result.sha256}</Code>
            </Text>
          </Stack>
        </Alert>
      )}
      {result?.matches === false && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="Not the signed original"
          data-testid="verify-result"
        >
          <Stack gap={4}>
            <Text size="sm">
              This file is not byte for byte a signed agreement kept by the programme: it was
              changed, or it is another document.
            </Text>
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
              SHA-256 <Code>{result.sha256}</Code>
            </Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
