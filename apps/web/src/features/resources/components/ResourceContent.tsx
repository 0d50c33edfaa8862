import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { formatBytes } from '../../../lib/uploads.ts';
import { fileKind, linkHost } from '../lib/labels.ts';

type Content = {
  title: string;
  link?: string | null;
  file?: { name?: string | null; size: number; contentType: string; url: string } | null;
};

/** The file (name, kind, size) or the link (its host), opened in a new tab. */
export function ResourceContent(props: { resource: Content; compact?: boolean }) {
  const { file, link, title } = props.resource;
  if (file) {
    return (
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Anchor href={file.url} target="_blank" rel="noopener" size="sm" truncate>
          {file.name ?? title}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {fileKind(file.contentType)} · {formatBytes(file.size)}
        </Text>
      </Group>
    );
  }
  if (link) {
    return (
      <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" truncate>
        {linkHost(link)}
        <VisuallyHidden> ({title}, opens in a new tab)</VisuallyHidden>
      </Anchor>
    );
  }
  return null;
}
