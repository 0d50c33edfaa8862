import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  SimpleGrid,
  Text,
  Title,
} from '@mantine/core';
import type { AgreementFile, AgreementScope, AgreementView } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { ROLE_LABELS, saveBlob, signingApi } from '../api/signing-api.ts';
import { useAgreement } from '../hooks/useAgreement.ts';
import { SignNowCard } from './SignNowCard.tsx';

const STATE: Record<AgreementView['state'], { label: string; color: string }> = {
  creating: { label: 'Being created', color: 'gray' },
  pending: { label: 'Waiting for signatures', color: 'yellow' },
  signed: { label: 'Signed', color: 'teal' },
  archived: { label: 'Signed (archived)', color: 'teal' },
};

/**
 * An application's agreement: its state, every signature with its evidence (UTC time, address,
 * browser, the document hash each signer saw), the hashes, and the files. ADMIN may send it
 * when the application is approved (asked first).
 */
export function AgreementPanel(props: { scope: AgreementScope; applicationId: string }) {
  const { scope, applicationId } = props;
  const { load, refresh, send } = useAgreement(scope, applicationId);
  const [fileError, setFileError] = useState<string | null>(null);

  const download = async (which: AgreementFile) => {
    setFileError(null);
    try {
      const blob = await signingApi.file(scope, applicationId, which);
      saveBlob(blob, `agreement-${which}.pdf`);
    } catch (e) {
      setFileError(e instanceof Error ? e.message : 'The file could not be downloaded');
    }
  };

  if (load.state === 'loading') return <Loader role="status" aria-label="Loading the agreement" />;
  if (load.state === 'error') {
    return (
      <Alert color="red" variant="light" role="alert" title="The agreement could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{load.message}</Text>
          <Button size="xs" onClick={refresh}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const a = load.agreement;
  if (!a) {
    return (
      <EmptyState
        title="No agreement yet"
        action={
          scope === 'admin' ? (
            <ConfirmAction
              label="Send agreement"
              title="Send the agreement for signature?"
              message="The agreement PDF is generated from the approved application and mailed to the startup’s and the corporate partner’s signatories and to you, who sign for the programme. It cannot be changed afterwards."
              confirmLabel="Send agreement"
              onConfirm={send}
              buttonProps={{ 'data-testid': 'send-agreement' }}
            />
          ) : undefined
        }
      >
        {scope === 'admin'
          ? 'Once the application is approved, send its agreement: each signatory gets a personal link.'
          : 'The programme sends the agreement for signature once the application is approved.'}
      </EmptyState>
    );
  }
  const state = STATE[a.state];
  const sealed = a.state === 'signed' || a.state === 'archived';
  return (
    <Stack gap="md" data-testid="agreement-panel">
      <SignNowCard scope={scope} applicationId={applicationId} agreement={a} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              {a.title}
            </Title>
            <Badge color={state.color} variant="light" size="lg" data-testid="agreement-state">
              {state.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Sent {formatDateTime(a.createdAt)} ·{' '}
            {a.provider === 'scrive' ? 'Signed with Scrive' : 'Built-in signer'}
            {a.signedAt && ` · completed ${formatDateTime(a.signedAt)}`}
          </Text>
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            Agreement SHA-256: <Code>{a.originalSha256}</Code>
          </Text>
          {a.signedSha256 && (
            <Text size="xs" style={{ wordBreak: 'break-all' }} data-testid="signed-hash">
              Signed document SHA-256: <Code>{a.signedSha256}</Code>
            </Text>
          )}
          <Group gap="xs" mt="xs">
            {sealed && (
              <Button
                size="sm"
                onClick={() => void download('signed')}
                data-testid="download-signed"
              >
                Download signed PDF
              </Button>
            )}
            <Button size="sm" variant="default" onClick={() => void download('original')}>
              Download agreement as sent
            </Button>
          </Group>
          {fileError && (
            <Alert color="red" variant="light" role="alert">
              {fileError}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        Signatures and evidence
      </Title>
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing="sm"
        role="list"
        aria-label="Signatures and evidence"
      >
        {a.signers.map((s) => (
          <Paper
            key={s.id}
            withBorder
            p="sm"
            radius="md"
            role="listitem"
            data-testid={`signer-${s.role}`}
          >
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {s.organisation}
                </Text>
                {s.signedAt ? (
                  <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                    Signed
                  </Badge>
                ) : (
                  <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                    Waiting
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {ROLE_LABELS[s.role]}
              </Text>
              <Text size="sm">
                {s.signedName ?? s.name} · {s.email}
              </Text>
              {s.nameNote && (
                <Text size="sm" c="dimmed">
                  Name on record {s.name}; the signer stated why it differs: {s.nameNote}
                </Text>
              )}
              {s.signedAt && (
                <>
                  <Text size="sm">Signed {formatDateTime(s.signedAt)}</Text>
                  <Text size="sm">From {s.ip ?? '—'}</Text>
                  {s.userAgent && (
                    <Text size="xs" c="dimmed" lineClamp={2} title={s.userAgent}>
                      {s.userAgent}
                    </Text>
                  )}
                  <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    Document seen: {s.documentSha256?.slice(0, 16)}…
                    {s.documentSha256 === a.originalSha256 ? ' (matches)' : ' (differs)'}
                  </Text>
                </>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
