import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { FunnelCounts, Stage } from '../lib/stages.ts';
import { FunnelChart } from './LazyCharts.tsx';
import { useT } from '../../../lib/messages.ts';
import { rm, STAGE_WORD, UNIT_WORD } from '../lib/stage-words.ts';

/** The funnel as a chart and, beside it, the same figures as a table (read by screen readers). */
export function FunnelPanel(props: { title: string; stages: Stage[]; counts: FunnelCounts }) {
  const t = useT();
  const label = (s: Stage) =>
    s.label === STAGE_WORD[s.key].defaultMessage ? t(STAGE_WORD[s.key]) : s.label;
  const unit = (s: Stage) => {
    const word = UNIT_WORD[s.unit];
    return word ? t(word) : s.unit;
  };
  const bars = props.stages.map((s) => ({ label: label(s), count: props.counts[s.key] }));
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
              <Table.Th scope="col">{t(rm.stage)}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t(rm.count)}
              </Table.Th>
              <Table.Th scope="col">{t(rm.countedAs)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.stages.map((s) => (
              <Table.Tr key={s.key} data-stage={s.key}>
                <Table.Th scope="row" fw={500}>
                  {label(s)}
                </Table.Th>
                <Table.Td ta="right" data-testid={`stage-${s.key}`}>
                  {props.counts[s.key]}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {unit(s)}
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
