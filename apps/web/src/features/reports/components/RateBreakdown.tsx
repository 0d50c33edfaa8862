import { Paper, SimpleGrid, Table, Tabs, Text, Title } from '@mantine/core';
import { formatRate } from '../lib/stages.ts';
import { RateChart } from './LazyCharts.tsx';

export type RateRow = { id: string; name: string; held: number; followUp: number; rate: number };

const CHART_ROWS = 12;

/** The follow-up rate per event, per corporate and per incubator: a chart and its table. */
export function RateBreakdown(props: {
  byEvent: RateRow[];
  byCorporate: RateRow[];
  byIncubator: RateRow[];
}) {
  const groups = [
    { value: 'event', label: 'Per event', what: 'Event', rows: props.byEvent },
    { value: 'corporate', label: 'Per corporate', what: 'Corporate', rows: props.byCorporate },
    { value: 'incubator', label: 'Per incubator', what: 'Incubator', rows: props.byIncubator },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        Follow-up rate
      </Title>
      <Tabs defaultValue="event" keepMounted={false}>
        <Tabs.List mb="md">
          {groups.map((g) => (
            <Tabs.Tab key={g.value} value={g.value}>
              {g.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {groups.map((g) => (
          <Tabs.Panel key={g.value} value={g.value}>
            {g.rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                No held meetings yet: the rate appears once meetings are marked held.
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <RateChart
                  bars={g.rows.slice(0, CHART_ROWS).map((r) => ({
                    label: r.name,
                    percent: Math.round(r.rate * 100),
                  }))}
                />
                <Table
                  verticalSpacing={4}
                  horizontalSpacing="xs"
                  fz="sm"
                  striped
                  data-testid={`rates-${g.value}`}
                >
                  <Table.Caption>
                    Follow-up rate {g.label.toLowerCase()}, most held meetings first
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{g.what}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Held
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Follow-up
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Rate
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.rows.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Th scope="row" fw={500}>
                          {r.name}
                        </Table.Th>
                        <Table.Td ta="right">{r.held}</Table.Td>
                        <Table.Td ta="right">{r.followUp}</Table.Td>
                        <Table.Td ta="right">{formatRate(r.rate)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </SimpleGrid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
