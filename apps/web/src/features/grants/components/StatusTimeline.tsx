import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { GrantStatus } from '@matchday/shared';
import { formatDateTime } from '../../../lib/dates.ts';
import { stepLabel } from '../lib/labels.ts';

type Step = {
  id: string;
  from?: GrantStatus | null;
  to: GrantStatus;
  note?: string | null;
  at: unknown;
  byName?: string | null;
};

/** Every move of the application, oldest first, with who and why. */
export function StatusTimeline(props: { steps: Step[] }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        Status timeline
      </Title>
      <Timeline active={props.steps.length - 1} bulletSize={14} lineWidth={2}>
        {props.steps.map((s) => (
          <Timeline.Item key={s.id} title={stepLabel({ from: s.from ?? null, to: s.to })}>
            <Text size="xs" c="dimmed">
              {formatDateTime(s.at)}
              {s.byName ? ` · ${s.byName}` : ''}
            </Text>
            {s.note && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {s.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
