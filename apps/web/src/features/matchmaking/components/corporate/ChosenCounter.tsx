import { Group, Paper, Progress, Text } from '@mantine/core';
import type { MatchChoice, MatchState } from '@matchday/shared';
import { chosenText, isChosen } from '../../lib/words.ts';

/** "3 of 4 wanted meetings chosen" for one need, with how many the startups confirmed. */
export function ChosenCounter(props: {
  wanted: number;
  matches: readonly { state: MatchState; choice: MatchChoice | null }[];
}) {
  const chosen = props.matches.filter(isChosen);
  const confirmed = chosen.filter((m) => m.state === 'CONFIRMED').length;
  const mustMeet = chosen.filter((m) => m.choice === 'MUST_MEET').length;
  const wanted = Math.max(1, props.wanted);
  const reached = chosen.length >= wanted;
  const details = [
    mustMeet ? `${mustMeet} must meet` : null,
    confirmed ? `${confirmed} confirmed by the startup` : null,
    chosen.length - confirmed ? `${chosen.length - confirmed} waiting for the startup` : null,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" data-testid="chosen-counter">
      <Group justify="space-between" gap="xs" mb={6}>
        <Text fw={700} role="status" aria-live="polite">
          {chosenText(chosen.length, props.wanted)}
        </Text>
        {details.length > 0 && (
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
        )}
      </Group>
      <Progress
        value={Math.min(100, (chosen.length / wanted) * 100)}
        color={reached ? 'green' : 'matchday'}
        size="sm"
        radius="xl"
        aria-hidden
      />
    </Paper>
  );
}
