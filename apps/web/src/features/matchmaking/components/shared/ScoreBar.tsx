import { Group, Progress, Text } from '@mantine/core';
import classes from './matchmaking.module.css';

const colorOf = (score: number) => (score >= 70 ? 'green' : score >= 40 ? 'matchday' : 'gray.5');

/** The match score 0–100 as a bar with the number beside it. */
export function ScoreBar(props: { score: number; label?: string }) {
  const score = Math.max(0, Math.min(100, Math.round(props.score)));
  const label = props.label ?? 'Match score';
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text size="xs" c="dimmed" fw={500} tt="uppercase">
          {label}
        </Text>
        <Text size="sm" fw={700} className={classes.score} data-testid="score">
          {score}
          <Text span size="xs" c="dimmed" fw={400}>
            {' '}
            / 100
          </Text>
        </Text>
      </Group>
      <Progress
        value={score}
        color={colorOf(score)}
        size="md"
        radius="xl"
        aria-label={`${label}: ${score} of 100`}
      />
    </div>
  );
}
