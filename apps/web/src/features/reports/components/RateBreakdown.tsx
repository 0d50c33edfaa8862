import { Paper, SimpleGrid, Table, Tabs, Text, Title } from '@mantine/core';
import { formatRate } from '../lib/stages.ts';
import { RateChart } from './LazyCharts.tsx';
import { useT } from '../../../lib/messages.ts';
import { rm } from '../lib/stage-words.ts';

export type RateRow = { id: string; name: string; held: number; followUp: number; rate: number };

const CHART_ROWS = 12;

/** The follow-up rate per event, per corporate and per incubator: a chart and its table. */
export function RateBreakdown(props: {
  byEvent: RateRow[];
  byCorporate: RateRow[];
  byIncubator: RateRow[];
}) {
  const t = useT();
  const groups = [
    { value: 'event', label: t(rm.perEvent), what: t(rm.event), rows: props.byEvent },
    {
      value: 'corporate',
      label: t(rm.perCorporate),
      what: t(rm.corporate),
      rows: props.byCorporate,
    },
    {
      value: 'incubator',
      label: t(rm.perIncubator),
      what: t(rm.incubator),
      rows: props.byIncubator,
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        {t(rm.followUpRate)}
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
                {t(rm.noHeld)}
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
                  <Table.Caption>{t(rm.caption, { group: g.value })}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{g.what}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t(rm.held)}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t(rm.followUp)}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t(rm.rate)}
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
