import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatchFieldsFragment } from '../../../../gql/startup.ts';
import { useMessageAction } from '../../../../lib/message-action.ts';
import { companyLine, SELECTION_STATE } from '../../lib/words.ts';
import classes from '../shared/matchmaking.module.css';
import { ReasonList } from '../shared/ReasonList.tsx';
import { ScoreBar } from '../shared/ScoreBar.tsx';

/** A corporate that chose the own startup: who, for which need, how much it wants the meeting. */
export function SelectionCard(props: {
  match: MatchFieldsFragment;
  profilePath: (id: string) => string;
  actions?: ReactNode;
}) {
  const m = props.match;
  const c = m.corporate;
  const name = c?.name ?? 'A corporate';
  const messageAction = useMessageAction();
  const message =
    c && (m.state === 'SELECTED' || m.state === 'CONFIRMED')
      ? messageAction?.({ id: c.id, name }, m.eventId)
      : null;
  const state = SELECTION_STATE[m.state] ?? { label: m.state, color: 'gray' };
  const must = m.choice === 'MUST_MEET';
  const titleId = `selection-${m.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      className={
        m.state === 'CONFIRMED'
          ? classes.confirmed
          : m.state === 'REFUSED'
            ? classes.muted
            : must
              ? classes.mustMeet
              : classes.chosen
      }
      data-testid="selection-card"
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Group gap="xs">
              {must ? (
                <Badge color="amber" variant="filled" autoContrast>
                  Priority: must meet
                </Badge>
              ) : (
                <Badge color="matchday" variant="light">
                  Wants to meet
                </Badge>
              )}
              <Badge variant="light" color={state.color}>
                {state.label}
              </Badge>
            </Group>
            <div>
              <Title order={2} size="h4" id={titleId} className={classes.wrap}>
                {c ? (
                  <Anchor component={Link} to={props.profilePath(c.id)} inherit c="inherit">
                    {name}
                  </Anchor>
                ) : (
                  name
                )}
              </Title>
              {c && (
                <Text size="sm" c="dimmed">
                  {companyLine(c)}
                </Text>
              )}
            </div>
            <Text size="sm">
              <Text span c="dimmed">
                For the need:{' '}
              </Text>
              <Text span fw={600}>
                {m.need?.title ?? 'a meeting you asked for'}
              </Text>
            </Text>
            {must && m.state === 'SELECTED' && (
              <Text size="sm" c="dimmed">
                {name} marked you as a must-meet: if you confirm, this meeting is placed first in
                the schedule.
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <ScoreBar score={m.score} />
            <ReasonList reasons={m.reasons} max={4} title="Why you were matched" />
          </Stack>
        </Grid.Col>
        {(props.actions || message) && (
          <Grid.Col span={12} pt={0}>
            <div style={{ borderTop: '1px solid var(--mantine-color-gray-2)', paddingTop: 12 }}>
              <Stack gap="sm">
                {props.actions}
                {message}
              </Stack>
            </div>
          </Grid.Col>
        )}
      </Grid>
    </Card>
  );
}
