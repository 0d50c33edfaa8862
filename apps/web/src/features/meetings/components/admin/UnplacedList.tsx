import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { plural } from '../../lib/format.ts';
import type { BoardMeeting } from './MeetingCard.tsx';

/** Confirmed pairs without a cell, each with why the last run left it out, and "Place…". */
export function UnplacedList(props: {
  meetings: BoardMeeting[];
  onPlace: (m: BoardMeeting) => void;
  onAgenda: (company: { id: string; name: string }) => void;
}) {
  if (!props.meetings.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="unplaced-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id="unplaced-title">
            Not placed
          </Title>
          <Text size="sm" c="dimmed">
            {plural(props.meetings.length, 'confirmed pair')}
          </Text>
        </Group>
        {props.meetings.map((m) => (
          <Group
            key={m.id}
            justify="space-between"
            align="flex-start"
            gap="sm"
            wrap="wrap"
            data-testid="unplaced-pair"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)', paddingTop: 8 }}
          >
            <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                {m.startup && (
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    size="sm"
                    onClick={() => props.onAgenda(m.startup!)}
                  >
                    {m.startup.name}
                  </Anchor>
                )}
                <Text span size="sm">
                  –
                </Text>
                {m.corporate && (
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    size="sm"
                    onClick={() => props.onAgenda(m.corporate!)}
                  >
                    {m.corporate.name}
                  </Anchor>
                )}
                {m.mustMeet && (
                  <Badge size="xs" color="amber" c="dark" variant="filled">
                    Must meet
                  </Badge>
                )}
              </Group>
              {m.needTitle && (
                <Text size="xs" c="dimmed">
                  Need: {m.needTitle}
                </Text>
              )}
              <Text size="sm" c={m.unplacedText ? 'orange.9' : 'dimmed'}>
                {m.unplacedText ?? 'Not placed yet: generate the schedule or place it by hand.'}
              </Text>
            </Stack>
            <Button variant="light" size="xs" onClick={() => props.onPlace(m)}>
              Place…
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
