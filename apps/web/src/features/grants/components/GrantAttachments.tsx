import { Anchor, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { precheckUpload, uploadFile, UPLOAD_RULES } from '../../../lib/uploads.ts';
import { useGrantAttachments } from '../hooks/useGrantAttachments.ts';

type Attachment = { id: string; name: string; url: string };

/** Files that go with the application (PDF or images, uploaded as today); editable in a draft. */
export function GrantAttachments(props: {
  app: { id: string; attachments: Attachment[] };
  editable?: boolean;
}) {
  const { add, remove, busy } = useGrantAttachments();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const take = async (file: File | null) => {
    if (!file) return;
    const early = precheckUpload('attachment', file);
    if (early) return setProblem(early);
    setProblem(null);
    setUploading(true);
    try {
      const stored = await uploadFile('attachment', file);
      await add({ variables: { id: props.app.id, fileId: stored.id, name: file.name } });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The upload failed');
    } finally {
      setUploading(false);
    }
  };
  const list = props.app.attachments;
  if (!props.editable && !list.length) return null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        Attachments
      </Title>
      <Stack gap="xs">
        {list.length === 0 && (
          <Text size="sm" c="dimmed">
            No attachments yet. Add a letter of intent, drawings or a quote (
            {UPLOAD_RULES.attachment.label}).
          </Text>
        )}
        {list.map((f) => (
          <Group key={f.id} justify="space-between" wrap="nowrap">
            <Anchor
              href={f.url}
              target="_blank"
              rel="noopener"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {f.name}
            </Anchor>
            {props.editable && (
              <ConfirmAction
                label="Remove"
                title="Remove the attachment?"
                message={`${f.name} is taken off the application.`}
                confirmLabel="Remove"
                color="red"
                buttonProps={{ size: 'xs', variant: 'subtle', 'aria-label': `Remove ${f.name}` }}
                onConfirm={() => remove({ variables: { id: props.app.id, attachmentId: f.id } })}
              />
            )}
          </Group>
        ))}
        {props.editable && (
          <Group>
            <FileButton onChange={(f) => void take(f)} accept={UPLOAD_RULES.attachment.accept}>
              {(p) => (
                <Button {...p} variant="light" size="xs" loading={uploading || busy}>
                  Add an attachment
                </Button>
              )}
            </FileButton>
          </Group>
        )}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
