import { Group, Progress, Text } from '@mantine/core';
import classes from './admin.module.css';

const colorOf = (score: number) => (score >= 70 ? 'green' : score >= 40 ? 'matchday' : 'gray.5');

/** A match's score 0–100 as a short bar with the number beside it, for a row of the board. */
export function MatchScore(props: { score: number; startup: string }) {
  const score = Math.max(0, Math.min(100, Math.round(props.score)));
  return (
    <Group gap={8} wrap="nowrap" className={classes.score}>
      <Progress
        value={score}
        color={colorOf(score)}
        size="sm"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={`Score of ${props.startup}: ${score} of 100`}
      />
      <Text size="sm" fw={700} className={classes.number} aria-hidden>
        {score}
      </Text>
    </Group>
  );
}
