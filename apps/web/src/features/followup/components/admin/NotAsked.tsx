import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FollowUpScheduleQuery } from '../../../../gql/admin.ts';
import { WRAP } from './RatingCells.tsx';

type Item = NonNullable<FollowUpScheduleQuery['followUpSchedule']>['notAsked'][number];

const SIDE = { STARTUP: 'Startup side', CORPORATE: 'Corporate side' } as const;

/** Meetings (or one side) that will not get a rating mail, each with the reason in words. */
export function NotAsked({ items }: { items: Item[] }) {
  if (!items.length) return null;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        Not asked yet, and why
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6} role="list" aria-label="Not asked yet, and why">
          {items.map((i) => (
            <Text size="sm" role="listitem" key={`${i.meetingId}-${i.side ?? 'both'}`} style={WRAP}>
              <Text span size="sm" fw={600}>
                {i.startupName} × {i.corporateName}
              </Text>
              {' · '}
              {i.side ? SIDE[i.side] : 'Both sides'}
              {' — '}
              <Text span size="sm" c="dimmed">
                {i.reason}
              </Text>
            </Text>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
