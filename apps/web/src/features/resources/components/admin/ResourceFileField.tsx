import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { formatBytes } from '../../../../lib/uploads.ts';
import { RESOURCE_FILE_ACCEPT, RESOURCE_FILE_HINT } from '../../lib/upload-resource-file.ts';

/** The resource form's file: Choose (or Replace) file, the chosen file's name and size, its error. */
export function ResourceFileField(props: {
  file: { name: string | null; size: number } | null;
  uploading: boolean;
  error?: string;
  onPick: (file: File | null) => void;
}) {
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={props.onPick} accept={RESOURCE_FILE_ACCEPT}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              loading={props.uploading}
              data-testid="resource-file"
              aria-describedby="resource-file-hint"
            >
              {props.file ? 'Replace file' : 'Choose file'}
            </Button>
          )}
        </FileButton>
        {props.file && (
          <Text size="sm" data-testid="resource-file-name">
            {props.file.name ?? 'File'} · {formatBytes(props.file.size)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed" id="resource-file-hint">
        {RESOURCE_FILE_HINT}
      </Text>
      {props.error && (
        <Text size="sm" c="red.7" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
