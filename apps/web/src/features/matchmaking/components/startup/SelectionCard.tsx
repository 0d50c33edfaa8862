import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatchFieldsFragment } from '../../../../gql/startup.ts';
import { useMessageAction } from '../../../../lib/message-action.ts';
import { companyLine, selectionState } from '../../lib/words.ts';
import classes from '../shared/matchmaking.module.css';
import { ReasonList } from '../shared/ReasonList.tsx';
import { ScoreBar } from '../shared/ScoreBar.tsx';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const w = defineMessages({
  aCorporate: { id: 'matchmaking.selectionCard.aCorporate', defaultMessage: 'A corporate' },
  mustMeet: { id: 'matchmaking.selectionCard.mustMeet', defaultMessage: 'Priority: must meet' },
  wants: { id: 'matchmaking.selectionCard.wants', defaultMessage: 'Wants to meet' },
  forNeed: { id: 'matchmaking.selectionCard.forNeed', defaultMessage: 'For the need:' },
  askedFor: {
    id: 'matchmaking.selectionCard.askedFor',
    defaultMessage: 'a meeting you asked for',
  },
  mustText: {
    id: 'matchmaking.selectionCard.mustText',
    defaultMessage:
      '{name} marked you as a must-meet: if you confirm, this meeting is placed first in the schedule.',
  },
  why: { id: 'matchmaking.selectionCard.why', defaultMessage: 'Why you were matched' },
});

/** A corporate that chose the own startup: who, for which need, how much it wants the meeting. */
export function SelectionCard(props: {
  match: MatchFieldsFragment;
  profilePath: (id: string) => string;
  actions?: ReactNode;
}) {
  const t = useT();
  const m = props.match;
  const c = m.corporate;
  const name = c?.name ?? t(w.aCorporate);
  const messageAction = useMessageAction();
  const message =
    c && (m.state === 'SELECTED' || m.state === 'CONFIRMED')
      ? messageAction?.({ id: c.id, name }, m.eventId)
      : null;
  const state = selectionState(m.state, t);
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
                  {t(w.mustMeet)}
                </Badge>
              ) : (
                <Badge color="matchday" variant="light">
                  {t(w.wants)}
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
                  {companyLine(c, t)}
                </Text>
              )}
            </div>
            <Text size="sm">
              <Text span c="dimmed">
                {t(w.forNeed)}{' '}
              </Text>
              <Text span fw={600}>
                {m.need?.title ?? t(w.askedFor)}
              </Text>
            </Text>
            {must && m.state === 'SELECTED' && (
              <Text size="sm" c="dimmed">
                {t(w.mustText, { name })}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <ScoreBar score={m.score} />
            <ReasonList reasons={m.reasons} max={4} title={t(w.why)} />
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
