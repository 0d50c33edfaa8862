import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { GrantApplicationFieldsFragment } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatSek, months } from '../lib/labels.ts';

export type GrantFields = GrantApplicationFieldsFragment;

function Field(props: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </Stack>
  );
}

/** An application as it reads, read-only: parties, project, budget, timeline, signatories. */
export function GrantSummary(props: { app: GrantFields; heading?: string }) {
  const a = props.app;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        {props.heading && (
          <Title order={2} size="h4">
            {props.heading}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Startup">{a.startup.name}</Field>
          <Field label="Corporate partner">{a.corporate?.name ?? 'Not chosen yet'}</Field>
          <Field label="Grew from">
            {a.meeting
              ? `Meeting at ${a.meeting.eventName}${a.meeting.startsAt ? `, ${formatDate(a.meeting.startsAt)}` : ''}`
              : 'No meeting cited'}
          </Field>
          <Field label="Timeline">{months(a.timelineMonths)}</Field>
        </SimpleGrid>
        <Field label="Project title">{a.title || '—'}</Field>
        <Field label="Summary">{a.summary || '—'}</Field>
        <Field label="Plan">{a.plan || '—'}</Field>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Budget
          </Text>
          <Table.ScrollContainer minWidth={280}>
            <Table withTableBorder striped aria-label="Budget lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.budgetLines.map((l, i) => (
                  <Table.Tr key={`${l.label}-${i}`}>
                    <Table.Td>{l.label}</Table.Td>
                    <Table.Td ta="right">{formatSek(l.amount)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">Total</Table.Th>
                  <Table.Th ta="right">{formatSek(a.budgetTotal)}</Table.Th>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Signs for the startup">
            {a.startupSignatoryName
              ? `${a.startupSignatoryName} (${a.startupSignatoryEmail ?? '—'})`
              : '—'}
          </Field>
          <Field label="Signs for the corporate">
            {a.corporateSignatoryName
              ? `${a.corporateSignatoryName} (${a.corporateSignatoryEmail ?? '—'})`
              : 'Not confirmed yet'}
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
