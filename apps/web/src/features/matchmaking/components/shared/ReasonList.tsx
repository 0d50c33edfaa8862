import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './matchmaking.module.css';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  why: { id: 'matchmaking.reasons.why', defaultMessage: 'Why suggested' },
  addUp: { id: 'matchmaking.reasons.addUp', defaultMessage: '· the points add up to the score' },
  points: { id: 'matchmaking.reasons.points', defaultMessage: '{points} points' },
  note: { id: 'matchmaking.reasons.note', defaultMessage: 'note' },
  fewer: { id: 'matchmaking.reasons.fewer', defaultMessage: 'Show fewer reasons' },
  more: { id: 'matchmaking.reasons.more', defaultMessage: 'Show {count} more' },
});

type Reason = { kind: string; text: string; weight: number };

const points = (w: number) => {
  const n = Math.round(w);
  if (n === 0) return null;
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`;
};

/**
 * Why a startup was suggested: each reason's text, the strongest first and in bold, with the
 * points it added (or took away) to the score. Flags (no points, e.g. "met before") close the list.
 */
export function ReasonList(props: { reasons: readonly Reason[]; max?: number; title?: string }) {
  const t = useT();
  const sorted = [...props.reasons].sort(
    (a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.text.localeCompare(b.text),
  );
  const [all, setAll] = useState(false);
  const shown = props.max && !all ? sorted.slice(0, props.max) : sorted;
  const top = Math.max(0, ...sorted.map((r) => r.weight));
  if (!shown.length) return null;
  return (
    <div>
      <Group gap={6} mb={4} align="baseline">
        <Text size="xs" c="dimmed" fw={500} tt="uppercase">
          {props.title ?? t(m.why)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(m.addUp)}
        </Text>
      </Group>
      <ul className={classes.reasons} data-testid="reasons">
        {shown.map((r, i) => {
          const p = points(r.weight);
          const strong = r.weight > 0 && r.weight >= top * 0.5;
          return (
            <li key={`${r.kind}-${i}`}>
              <Text
                span
                size="xs"
                fw={700}
                c={r.weight < 0 ? 'red.7' : p ? 'green.8' : 'dimmed'}
                className={classes.points}
                aria-label={p ? t(m.points, { points: p }) : t(m.note)}
              >
                {p ?? '•'}
              </Text>
              <Text
                span
                size="sm"
                fw={strong ? 600 : 400}
                c={r.weight < 0 || !p ? 'dimmed' : undefined}
                className={classes.wrap}
              >
                {r.text}
              </Text>
            </li>
          );
        })}
      </ul>
      {props.max && sorted.length > props.max && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={2}
          px={4}
          aria-expanded={all}
          onClick={() => setAll((a) => !a)}
        >
          {all ? t(m.fewer) : t(m.more, { count: sorted.length - props.max })}
        </Button>
      )}
    </div>
  );
}
