import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { FunnelCounts, Stage } from '../lib/stages.ts';
import { FunnelChart } from './LazyCharts.tsx';

/** The funnel as a chart and, beside it, the same figures as a table (read by screen readers). */
export function FunnelPanel(props: { title: string; stages: Stage[]; counts: FunnelCounts }) {
  const bars = props.stages.map((s) => ({ label: s.label, count: props.counts[s.key] }));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm" id="funnel-heading">
        {props.title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FunnelChart bars={bars} />
        <Table
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
          striped
          aria-labelledby="funnel-heading"
          data-testid="funnel-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Stage</Table.Th>
              <Table.Th scope="col" ta="right">
                Count
              </Table.Th>
              <Table.Th scope="col">Counted as</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.stages.map((s) => (
              <Table.Tr key={s.key} data-stage={s.key}>
                <Table.Th scope="row" fw={500}>
                  {s.label}
                </Table.Th>
                <Table.Td ta="right" data-testid={`stage-${s.key}`}>
                  {props.counts[s.key]}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {s.unit}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Paper>
  );
}
