import { Badge, Button, Group, List, Popover, Spoiler, Stack, Text } from '@mantine/core';
import { FOLLOW_UP_RESULT_LABELS, OUTCOME_LABELS, plural } from '@matchday/shared';
import type { EventFollowUpQuery } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';

export type Meeting = NonNullable<EventFollowUpQuery['event']>['meetings'][number];
type Rating = Meeting['ratings'][number];
type Side = 'STARTUP' | 'CORPORATE';

/** Long words (a pasted link, a run of letters) break rather than widen a column or card. */
export const WRAP = { overflowWrap: 'anywhere', wordBreak: 'normal' } as const;

/** A long comment shows its first lines; the rest on asking, so a row stays a row. */
export function LongText(props: { children: string; size?: 'xs' | 'sm' }) {
  return (
    <Spoiler
      maxHeight={76}
      showLabel="Show all"
      hideLabel="Show less"
      styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}
    >
      <Text size={props.size ?? 'xs'} c="dimmed" style={WRAP}>
        {props.children}
      </Text>
    </Spoiler>
  );
}

const SIDE_LABEL = { STARTUP: 'Startup', CORPORATE: 'Corporate', ORGANISER: 'Organisers' } as const;
const wish = (wants: boolean) => (wants ? 'wants follow-up' : 'no follow-up');

/** A corrected rating's earlier versions, oldest first (organisers read them). */
function History(props: { rating: Rating; side: Side; meeting: string; timeZone: string }) {
  const versions = props.rating.history;
  if (!versions.length) return null;
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          px={0}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`${plural(versions.length, 'earlier version', 'earlier versions')} of the ${SIDE_LABEL[props.side].toLowerCase()}’s rating: ${props.meeting}`}
        >
          {plural(versions.length, 'earlier version', 'earlier versions')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          Before the author corrected it
        </Text>
        <List size="xs" spacing={6}>
          {versions.map((v) => (
            <List.Item key={v.id} style={WRAP}>
              {formatDateTime(v.givenAt, { timeZone: props.timeZone })}: {v.score}/5,{' '}
              {wish(v.wantsFollowUp)}
              {v.comment ? ` — “${v.comment}”` : ''}
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * One side's rating: the score, wish and comment for who reads that side; for who does not (an
 * incubator reading the corporate side) only that it was rated.
 */
export function RatingCell(props: { m: Meeting; side: Side; timeZone: string }) {
  const { m, side } = props;
  const r = m.ratings.find((x) => x.side === side);
  if (!r) {
    return m.ratedSides.includes(side) ? (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          Rated
        </Text>
        <Text size="xs" c="dimmed">
          The score is for the organisers
        </Text>
      </Stack>
    ) : (
      <Text size="sm" c="dimmed">
        Not rated
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {r.score}/5
        </Text>
        {r.wantsFollowUp && (
          <Badge size="xs" variant="light">
            wants follow-up
          </Badge>
        )}
        {r.editedAt != null && (
          <Badge size="xs" variant="light" color="gray">
            edited
          </Badge>
        )}
      </Group>
      {r.comment && <LongText>{`“${r.comment}”`}</LongText>}
      <History
        rating={r}
        side={side}
        meeting={`${m.startup?.name} × ${m.corporate?.name}`}
        timeZone={props.timeZone}
      />
    </Stack>
  );
}

/** The follow-up reports of every side in reach, with outcomes and the organisers' source. */
export function ReportsCell({ m }: { m: Meeting }) {
  if (!m.followUps.length)
    return (
      <Text size="sm" c="dimmed">
        None yet
      </Text>
    );
  return (
    <Stack gap={4}>
      {m.followUps.map((f) => (
        <Stack gap={0} key={f.id}>
          <Text size="xs" style={WRAP}>
            <strong>{SIDE_LABEL[f.side]}:</strong> {FOLLOW_UP_RESULT_LABELS[f.result]}
            {f.outcomes.length > 0 &&
              ` · ${f.outcomes.map((o) => `${OUTCOME_LABELS[o.kind]}${o.happenedOn ? ` ${o.happenedOn}` : ''}`).join(', ')}`}
            {f.source && ` (source: ${f.source})`}
          </Text>
          {f.comment && <LongText>{`“${f.comment}”`}</LongText>}
        </Stack>
      ))}
    </Stack>
  );
}
