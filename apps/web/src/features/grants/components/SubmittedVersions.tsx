import { Accordion, Paper, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates.ts';
import { GrantSummary, type GrantFields } from './GrantSummary.tsx';

/** What was submitted, kept as it was: one read-only panel per submission. */
export function SubmittedVersions(props: {
  versions: { version: number; submittedAt: unknown; application: GrantFields }[];
}) {
  if (!props.versions.length) return null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        Submitted version
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Exactly what was submitted; later changes by the programme do not alter it.
      </Text>
      <Accordion variant="separated">
        {props.versions.map((v) => (
          <Accordion.Item key={v.version} value={String(v.version)}>
            <Accordion.Control>
              Version {v.version}, submitted {formatDateTime(v.submittedAt)}
            </Accordion.Control>
            <Accordion.Panel>
              <GrantSummary app={v.application} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}
