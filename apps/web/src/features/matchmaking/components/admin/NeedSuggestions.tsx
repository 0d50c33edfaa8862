import {
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type AdminMatchFieldsFragment, type NeedState } from '../../../../gql/admin.ts';
import { plural, type NeedCounts } from './board.ts';
import { NEED_STATE_COLOR, NEED_STATE_LABEL } from './labels.ts';
import classes from './admin.module.css';
import { MatchRow, MatchCard } from './SuggestionRow.tsx';

export type BoardNeed = {
  id: string;
  title: string;
  corporate: string;
  state: NeedState | null;
  wantedMeetings: number | null;
};

/**
 * One need on the Matches board: its ranked suggestions (a table on wider screens, cards on a
 * phone) with score, reasons, state, pin and remove, and "Add startup".
 */
export function NeedSuggestions(props: {
  need: BoardNeed;
  matches: AdminMatchFieldsFragment[];
  /** How many of this need's suggestions exist in any state (the filter may hide some). */
  counts: NeedCounts;
  filtered: boolean;
  mayCurate: boolean;
  onAdd?: () => void;
}) {
  const { need, counts } = props;
  const headingId = `need-${need.id}`;
  const short =
    need.state === 'PUBLISHED' && need.wantedMeetings !== null && counts.open < need.wantedMeetings;
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm" px="md" pt="sm" pb="xs">
        <Stack gap={2} className={classes.heading}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={headingId} className={classes.wrap}>
              {need.title}
            </Title>
            {need.state && need.state !== 'PUBLISHED' && (
              <Badge variant="light" color={NEED_STATE_COLOR[need.state]} size="sm">
                {NEED_STATE_LABEL[need.state]}
              </Badge>
            )}
            {short && (
              <Badge variant="light" color="orange" size="sm">
                {need.wantedMeetings! - counts.open} short
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {need.corporate}
            {need.wantedMeetings !== null &&
              ` · wants ${plural(need.wantedMeetings, 'meeting')} · ${counts.suggested} suggested · ${counts.selected} selected · ${counts.confirmed} confirmed`}
            {counts.proposed > 0 && ` · ${counts.proposed} proposed`}
          </Text>
        </Stack>
        {props.mayCurate && props.onAdd && (
          <Button
            size="xs"
            variant="light"
            onClick={props.onAdd}
            aria-label={`Add startup to ${need.title}`}
          >
            Add startup
          </Button>
        )}
      </Group>

      {props.matches.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {props.filtered
            ? 'No suggestion of this need is in the chosen state.'
            : props.mayCurate && props.onAdd
              ? 'No suggestions yet: generate suggestions, or add a startup by hand.'
              : 'No suggestions yet.'}
        </Text>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm" px="sm" pb="sm">
            {props.matches.map((m, i) => (
              <MatchCard
                key={m.id}
                match={m}
                rank={i + 1}
                needTitle={need.title}
                mayCurate={props.mayCurate}
              />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={980} visibleFrom="sm">
            <Table verticalSpacing="sm" highlightOnHover layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={44}>
                    <span aria-hidden>#</span>
                    <VisuallyHidden>Rank</VisuallyHidden>
                  </Table.Th>
                  <Table.Th w={190}>Startup</Table.Th>
                  <Table.Th w={130}>Score / 100</Table.Th>
                  <Table.Th>Why (points add up to the score)</Table.Th>
                  <Table.Th w={205}>State</Table.Th>
                  {props.mayCurate && <Table.Th w={76}>Pinned</Table.Th>}
                  {props.mayCurate && (
                    <Table.Th w={96}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.matches.map((m, i) => (
                  <MatchRow
                    key={m.id}
                    match={m}
                    rank={i + 1}
                    needTitle={need.title}
                    mayCurate={props.mayCurate}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}
