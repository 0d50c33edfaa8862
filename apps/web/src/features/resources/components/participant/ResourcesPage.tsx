import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { MyResourcesDocument } from '../../../../gql/startup.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { formatBytes } from '../../../../lib/uploads.ts';
import { groupResources, type Resource } from '../../lib/group-resources.ts';
import { fileKind, linkHost } from '../../lib/labels.ts';

/** /startup/resources and /corporate/resources: what the programme shares with this company. */
export function ResourcesPage() {
  usePageTitle('Resources');
  const { data, loading, error, refetch } = useQuery(MyResourcesDocument);
  const groups = groupResources(data?.resources ?? []);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Resources"
        description="Guides, checklists and links from the programme, your events and your incubator."
      />
      {error && (
        <Alert color="red" variant="light" role="alert" title="The resources could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {loading && !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : data && groups.length === 0 ? (
        <EmptyState title="No resources for you yet">
          When the programme, an event you take part in or your incubator shares a document or a
          link, it appears here.
        </EmptyState>
      ) : (
        groups.map((g) => (
          <Stack key={g.key} gap="sm" component="section" aria-labelledby={`resources-${g.key}`}>
            <div>
              <Title order={2} size="h4" id={`resources-${g.key}`}>
                {g.heading}
              </Title>
              <Text size="sm" c="dimmed">
                {g.text}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {g.items.map((r) => (
                <ResourceCard key={r.id} resource={r} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}

function ResourceCard(props: { resource: Resource }) {
  const r = props.resource;
  const href = r.file?.url ?? r.link ?? '#';
  return (
    <Paper withBorder radius="md" p="md" data-testid="resource-item">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ minWidth: 0 }}>
            {r.title}
          </Text>
          <Badge variant="light" color={r.file ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
            {r.file ? fileKind(r.file.contentType) : 'Link'}
          </Badge>
        </Group>
        {r.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {r.description}
          </Text>
        )}
        <Group justify="space-between" align="flex-end" gap="xs" mt="auto" wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {r.file
              ? `${r.file.name ?? 'File'} · ${formatBytes(r.file.size)}`
              : linkHost(r.link ?? '')}{' '}
            · updated {formatDate(r.updatedAt)}
          </Text>
          <Button
            component="a"
            href={href}
            target="_blank"
            rel={r.file ? 'noopener' : 'noopener noreferrer'}
            size="xs"
            variant="light"
            style={{ flexShrink: 0 }}
            data-testid="resource-open"
          >
            {r.file ? 'Open' : 'Visit link'}
            <VisuallyHidden> {r.title} (opens in a new tab)</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
