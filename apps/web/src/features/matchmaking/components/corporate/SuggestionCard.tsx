import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MatchFieldsFragment } from '../../../../gql/corp.ts';
import { useMessageAction } from '../../../../lib/message-action.ts';
import { companyLine, corporateMatchState } from '../../lib/words.ts';
import classes from '../shared/matchmaking.module.css';
import { ReasonList } from '../shared/ReasonList.tsx';
import { ScoreBar } from '../shared/ScoreBar.tsx';
import { TagGroup } from '../shared/TagGroup.tsx';
import { ChoiceButtons } from './ChoiceButtons.tsx';

const SOURCE_NOTE: Record<string, string | null> = {
  ENGINE: null,
  ADMIN: 'Added by the organisers',
  INCUBATOR: 'Proposed by an incubator',
  APPLICATION: 'The startup applied to this need',
  PAIRING: 'From a pairing request you accepted',
  BOOKING: 'You booked this meeting with each other',
};

function finalText(m: MatchFieldsFragment) {
  if (m.state === 'CONFIRMED') return 'The startup confirmed: the meeting goes to the schedule.';
  if (m.state === 'REFUSED') return 'The startup declined this meeting.';
  return null;
}

/** One suggested startup for a need: who, how well it fits and why, and the corporate's choice. */
export function SuggestionCard(props: {
  match: MatchFieldsFragment;
  profilePath: (id: string) => string;
  closedReason: string | null;
}) {
  const m = props.match;
  const s = m.startup;
  const name = s?.name ?? 'A startup';
  const messageAction = useMessageAction();
  // The two may talk once the corporate chose the startup (SELECTED) or it confirmed.
  const message =
    s && (m.state === 'SELECTED' || m.state === 'CONFIRMED')
      ? messageAction?.({ id: s.id, name }, m.eventId)
      : null;
  const state = corporateMatchState(m);
  const done = finalText(m);
  const frame =
    m.state === 'CONFIRMED'
      ? classes.confirmed
      : m.state === 'SELECTED'
        ? m.choice === 'MUST_MEET'
          ? classes.mustMeet
          : classes.chosen
        : m.state === 'DECLINED' || m.state === 'REFUSED'
          ? classes.muted
          : undefined;
  const titleId = `match-${m.id}`;
  const source = SOURCE_NOTE[m.source];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      className={`${classes.card} ${frame ?? ''}`}
      data-testid="suggestion-card"
      data-state={m.state}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs">
              <div className={classes.heading}>
                <Title order={3} size="h4" id={titleId} className={classes.wrap}>
                  {s ? (
                    <Anchor component={Link} to={props.profilePath(s.id)} inherit c="inherit">
                      {name}
                    </Anchor>
                  ) : (
                    name
                  )}
                </Title>
                {s && (
                  <Text size="sm" c="dimmed">
                    {companyLine(s)}
                  </Text>
                )}
              </div>
              <Badge
                variant="light"
                color={state.color}
                style={{ flex: 'none' }}
                data-testid="match-state"
              >
                {state.label}
              </Badge>
            </Group>
            {s?.pitch && (
              <Text size="sm" className={classes.prewrap}>
                {s.pitch}
              </Text>
            )}
            {s && <TagGroup label="Industries" items={s.industries} />}
            {source && (
              <Text size="xs" c="dimmed">
                {source}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <ScoreBar score={m.score} />
            <ReasonList reasons={m.reasons} max={6} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={12} pt={0}>
          <Stack gap={6} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            {done ? (
              <Text
                size="sm"
                fw={600}
                c={m.state === 'CONFIRMED' ? 'green.8' : 'red.7'}
                role="status"
              >
                {m.choice === 'MUST_MEET' && m.state === 'CONFIRMED' ? 'Must meet. ' : ''}
                {done}
              </Text>
            ) : (
              <ChoiceButtons
                matchId={m.id}
                startupName={name}
                choice={m.state === 'SUGGESTED' ? null : m.choice}
                closedReason={props.closedReason}
              />
            )}
            {message}
            {m.state === 'DECLINED' && m.declineReason && (
              <Text size="xs" c="dimmed" className={classes.wrap}>
                Your reason: {m.declineReason}
              </Text>
            )}
            {m.state === 'REFUSED' && m.refusalReason && (
              <Text size="sm" className={classes.wrap} data-testid="refusal-reason">
                Their reason: {m.refusalReason}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
