import {
  Badge,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type NeedState } from '@matchday/shared';
import { type AdminNeedFieldsFragment } from '../../../../gql/admin.ts';
import { countsOf, plural, type NeedCounts } from './board.ts';
import { NEED_STATE_COLOR, NEED_STATE_LABEL } from './labels.ts';
import { NeedActions } from './NeedActions.tsx';
import classes from './admin.module.css';

/** One corporate's needs, as the needs tab groups them. */
type NeedsOfCorporate = { id: string; name: string; needs: AdminNeedFieldsFragment[] };

export type GroupProps = {
  group: NeedsOfCorporate;
  counts: Map<string, NeedCounts>;
  countsLoading: boolean;
  mayManage: boolean;
  onEdit: (need: AdminNeedFieldsFragment) => void;
  onDone: (message: string) => void;
};

function StateBadge(props: { state: NeedState }) {
  return (
    <Badge
      color={NEED_STATE_COLOR[props.state]}
      variant="light"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {NEED_STATE_LABEL[props.state]}
    </Badge>
  );
}

/** "Wants 4 meetings · 3 suggested · 1 proposed · 2 selected · 1 confirmed" for a phone card. */
function countLine(c: NeedCounts, wanted: number) {
  return [
    `Wants ${plural(wanted, 'meeting')}`,
    `${c.suggested} suggested`,
    c.proposed ? `${c.proposed} proposed` : null,
    `${c.selected} selected`,
    `${c.confirmed} confirmed`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Suggested(props: { c: NeedCounts; wanted: number; published: boolean }) {
  const short = props.published && props.c.open < props.wanted;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={short ? 700 : 400} c={short ? 'orange.8' : undefined}>
        {props.c.suggested}
      </Text>
      {short && (
        <Text size="xs" c="orange.8">
          {props.wanted - props.c.open} short
        </Text>
      )}
      {props.c.proposed > 0 && (
        <Text size="xs" c="dimmed">
          +{props.c.proposed} proposed
        </Text>
      )}
    </Stack>
  );
}

export function CorporateNeeds(props: GroupProps) {
  const g = props.group;
  const headingId = `needs-of-${g.id}`;
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" px="md" py="sm" gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {g.name}
        </Title>
        <Text size="sm" c="dimmed">
          {plural(g.needs.length, 'need')}
        </Text>
      </Group>
      <Stack gap="sm" hiddenFrom="sm" px="sm" pb="sm">
        {g.needs.map((n) => (
          <NeedCard key={n.id} need={n} {...props} />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover withTableBorder={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Need</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th ta="right">Wanted meetings</Table.Th>
              <Table.Th ta="right">Suggested</Table.Th>
              <Table.Th ta="right">Selected</Table.Th>
              <Table.Th ta="right">Confirmed</Table.Th>
              {props.mayManage && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {g.needs.map((n) => {
              const c = countsOf(props.counts, n.id);
              return (
                <Table.Tr key={n.id}>
                  <Table.Td maw={420}>
                    <Text size="sm" fw={600} className={classes.wrap}>
                      {n.title}
                    </Text>
                    {(n.industries.length > 0 || n.technologies.length > 0) && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {[...n.industries, ...n.technologies].join(' · ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={n.state} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{n.wantedMeetings}</Text>
                  </Table.Td>
                  {props.countsLoading ? (
                    <Table.Td colSpan={3}>
                      <Skeleton h={14} />
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td ta="right">
                        <Suggested
                          c={c}
                          wanted={n.wantedMeetings}
                          published={n.state === 'PUBLISHED'}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm">{c.selected}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text
                          size="sm"
                          c={c.confirmed ? 'green.8' : undefined}
                          fw={c.confirmed ? 700 : 400}
                        >
                          {c.confirmed}
                        </Text>
                      </Table.Td>
                    </>
                  )}
                  {props.mayManage && (
                    <Table.Td>
                      <NeedActions need={n} onEdit={() => props.onEdit(n)} onDone={props.onDone} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** A need on a phone: the same facts and actions as a table row, stacked. */
function NeedCard(props: GroupProps & { need: AdminNeedFieldsFragment }) {
  const n = props.need;
  const c = countsOf(props.counts, n.id);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={n.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" className={classes.wrap}>
          {n.title}
        </Text>
        <StateBadge state={n.state} />
      </Group>
      <Text size="sm" mt={6}>
        {props.countsLoading ? 'Counting suggestions…' : countLine(c, n.wantedMeetings)}
      </Text>
      {props.mayManage && (
        <Group mt="sm">
          <NeedActions
            need={n}
            onEdit={() => props.onEdit(n)}
            onDone={props.onDone}
            justify="flex-start"
          />
        </Group>
      )}
    </Paper>
  );
}
