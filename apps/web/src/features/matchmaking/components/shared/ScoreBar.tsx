import { Group, Progress, Text } from '@mantine/core';
import classes from './matchmaking.module.css';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  score: { id: 'matchmaking.score', defaultMessage: 'Match score' },
  of: { id: 'matchmaking.score.of', defaultMessage: '/ 100' },
  aria: { id: 'matchmaking.score.aria', defaultMessage: '{label}: {score} of 100' },
});

const colorOf = (score: number) => (score >= 70 ? 'green' : score >= 40 ? 'matchday' : 'gray.5');

/** The match score 0–100 as a bar with the number beside it. */
export function ScoreBar(props: { score: number; label?: string }) {
  const score = Math.max(0, Math.min(100, Math.round(props.score)));
  const t = useT();
  const label = props.label ?? t(m.score);
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
            {t(m.of)}
          </Text>
        </Text>
      </Group>
      <Progress
        value={score}
        color={colorOf(score)}
        size="md"
        radius="xl"
        aria-label={t(m.aria, { label, score })}
      />
    </div>
  );
}
