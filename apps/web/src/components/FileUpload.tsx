import {
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { ApiError } from '../lib/api.ts';
import {
  precheckUpload,
  uploadFile,
  UPLOAD_RULES,
  type UploadedFile,
  type UploadPurpose,
} from '../lib/uploads.ts';

/** A file already attached to a profile, as the form knows it. */
export type AttachedFile = {
  id: string;
  url: string | null;
  thumbnailUrl?: string | null;
  name?: string | null;
};

export function attachedFrom(file: UploadedFile): AttachedFile {
  return { id: file.id, url: file.url, thumbnailUrl: file.thumbnailUrl, name: file.name };
}

function DocumentIcon() {
  return (
    <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeWidth="1.8" />
        <path d="M14 3v5h5M9 13h6M9 17h4" strokeWidth="1.8" />
      </svg>
    </ThemeIcon>
  );
}

/**
 * Logo or pitch-deck upload: drop a file or choose one; the browser checks type and size first,
 * the server's refusals (413 too large, 415 wrong type) are shown under the field as it words
 * them. Shows the current file (logo preview, deck link) with Replace and Remove.
 */
export function FileUpload(props: {
  purpose: UploadPurpose;
  label: string;
  value: AttachedFile | null;
  onChange: (file: AttachedFile | null) => void;
  error?: string;
  disabled?: boolean;
  /** Admins upload for a company (incubator admins must name it). */
  companyId?: string | null;
}) {
  const { purpose, value } = props;
  const rules = UPLOAD_RULES[purpose];
  const labelId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;
  const shown = problem ?? props.error ?? null;

  const take = async (file: File | null) => {
    if (!file) return;
    const early = precheckUpload(purpose, file);
    if (early) return setProblem(early);
    setProblem(null);
    setProgress(0);
    try {
      props.onChange(
        attachedFrom(
          await uploadFile(purpose, file, { onProgress: setProgress, companyId: props.companyId }),
        ),
      );
    } catch (e) {
      setProblem(e instanceof ApiError ? (e.fields.file ?? e.message) : 'The upload failed');
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!props.disabled && !busy) void take(event.dataTransfer.files[0] ?? null);
  };

  const preview =
    purpose === 'logo' && value?.url ? (
      <Image
        src={value.thumbnailUrl ?? value.url}
        alt="Current logo"
        w={72}
        h={72}
        fit="contain"
        radius="md"
        bg="white"
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      />
    ) : (
      <DocumentIcon />
    );

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} data-testid={`upload-${purpose}`}>
      <Text id={labelId} size="sm" fw={500}>
        {props.label}
      </Text>
      <Paper
        withBorder
        p="md"
        radius="md"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: value ? 'solid' : 'dashed',
          borderColor: shown
            ? 'var(--mantine-color-red-6)'
            : dragging
              ? 'var(--mantine-color-matchday-6)'
              : undefined,
          background: dragging ? 'var(--mantine-color-matchday-0)' : undefined,
        }}
      >
        <Group gap="md" wrap="nowrap" align="center">
          {preview}
          <Box style={{ flex: 1, minWidth: 0 }}>
            {value ? (
              value.url ? (
                <Anchor href={value.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {value.name ?? (purpose === 'logo' ? 'Logo' : 'Pitch deck (PDF)')}
                </Anchor>
              ) : (
                <Text size="sm">{value.name ?? 'Uploaded'}</Text>
              )
            ) : (
              <Text size="sm" c="dimmed">
                Drop a file here or choose one.
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {rules.label}
            </Text>
            {busy && (
              <Progress
                value={Math.round((progress ?? 0) * 100)}
                mt={6}
                size="sm"
                aria-label={`Uploading ${props.label}`}
                animated
              />
            )}
          </Box>
        </Group>
        <Group gap="xs" mt="sm" justify="flex-end">
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={props.disabled || busy}
              onClick={() => {
                setProblem(null);
                props.onChange(null);
              }}
            >
              Remove
            </Button>
          )}
          <FileButton
            onChange={(f) => void take(f)}
            accept={rules.accept}
            disabled={props.disabled}
          >
            {(button) => (
              <Button
                {...button}
                variant="light"
                size="xs"
                loading={busy}
                aria-describedby={shown ? errorId : undefined}
              >
                {value
                  ? `Replace ${purpose === 'logo' ? 'logo' : 'deck'}`
                  : `Upload ${purpose === 'logo' ? 'logo' : 'deck'}`}
              </Button>
            )}
          </FileButton>
        </Group>
      </Paper>
      {shown && (
        <Text id={errorId} size="sm" c="red.7" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
