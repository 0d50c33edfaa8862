import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FOLLOW_UP_RESULT_LABELS, OUTCOME_LABELS } from '@matchday/shared';
import type { MyFollowUpsQuery } from '../../../../gql/startup.ts';
import { formatDateTime } from '../../../../lib/dates.ts';

type Meeting = MyFollowUpsQuery['myMeetings'][number];
export type CardForm = 'rate' | 'correct' | 'follow-up';

/** Long words (a pasted link, a run of letters) break rather than widen the card. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * One held meeting on the participants' Follow-up page: the own side's rating (marked edited
 * once corrected; its author may correct it until the window closes) and follow-up report.
 */
export function MeetingCard(props: {
  meeting: Meeting;
  counterpart: string;
  timezone: string;
  onOpen: (form: CardForm) => void;
}) {
  const m = props.meeting;
  const rating = m.myRating;
  const report = m.myFollowUp;
  const when = (at: unknown) => formatDateTime(at, { timeZone: props.timezone });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Meeting with ${props.counterpart}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" style={WRAP}>
            {props.counterpart}
          </Title>
          <Text size="sm" c="dimmed">
            {when(m.startsAt)}
          </Text>
        </Group>
        {rating ? (
          <Text size="sm" style={WRAP}>
            <Badge color="teal" variant="light" mr="xs">
              Rated {rating.score}/5
            </Badge>
            {rating.editedAt != null && (
              <Badge color="gray" variant="light" mr="xs" title={`Edited ${when(rating.editedAt)}`}>
                edited
              </Badge>
            )}
            {rating.wantsFollowUp ? 'You want a follow-up.' : 'No follow-up wanted.'}
            {rating.comment ? ` “${rating.comment}”` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Not rated yet.
          </Text>
        )}
        {report && (
          <Text size="sm" style={WRAP}>
            <Badge color="indigo" variant="light" mr="xs">
              {FOLLOW_UP_RESULT_LABELS[report.result]}
            </Badge>
            {report.outcomes
              .map((o) => `${OUTCOME_LABELS[o.kind]}${o.happenedOn ? ` (${o.happenedOn})` : ''}`)
              .join(', ')}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {!rating && (
            <Button size="compact-sm" onClick={() => props.onOpen('rate')}>
              Rate the meeting
            </Button>
          )}
          {rating?.correctableUntil != null && (
            <Button size="compact-sm" variant="default" onClick={() => props.onOpen('correct')}>
              Correct rating
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={() => props.onOpen('follow-up')}>
            {report ? 'Update follow-up' : 'Report follow-up'}
          </Button>
        </Group>
        {rating?.correctableUntil != null && (
          <Text size="xs" c="dimmed">
            You can correct your rating until {when(rating.correctableUntil)}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
