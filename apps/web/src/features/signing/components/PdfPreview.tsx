import { Anchor, Box, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';

/** A PDF shown in the page (the browser's viewer, in a frame) with a download link beside it. */
export function PdfPreview(props: { blob: Blob; title: string; fileName: string }) {
  const url = useMemo(() => URL.createObjectURL(props.blob), [props.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Stack gap={4}>
      <Box
        component="iframe"
        src={url}
        title={props.title}
        w="100%"
        h={{ base: 420, sm: 560 }}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      />
      <Anchor href={url} download={props.fileName} size="sm">
        Download the agreement (PDF)
      </Anchor>
    </Stack>
  );
}
