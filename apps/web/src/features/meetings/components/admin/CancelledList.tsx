import { Paper, Stack, Text, Title } from '@mantine/core';
import { pairName } from '../../lib/format.ts';
import type { BoardMeeting } from './MeetingCard.tsx';

/** The event's cancelled meetings, each with the reason given. */
export function CancelledList(props: { meetings: BoardMeeting[] }) {
  if (!props.meetings.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Cancelled meetings">
      <Title order={3} size="h5" mb={6}>
        Cancelled ({props.meetings.length})
      </Title>
      <Stack gap={4}>
        {props.meetings.map((m) => (
          <Text key={m.id} size="sm">
            {pairName(m)}
            <Text span c="dimmed" size="sm">
              {m.cancelReason ? ` — ${m.cancelReason}` : ''}
            </Text>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
