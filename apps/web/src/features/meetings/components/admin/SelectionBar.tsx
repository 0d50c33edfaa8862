import { Button, Group, Paper, Text } from '@mantine/core';
import { pairName } from '../../lib/format.ts';
import type { BoardMeeting } from './MeetingCard.tsx';

/** What is selected and what can be done with it; how to select when nothing is. */
export function SelectionBar(props: {
  selected: BoardMeeting[];
  busy: boolean;
  onSwap: () => void;
  onAgenda: (c: { id: string; name: string }) => void;
  onClear: () => void;
}) {
  const [a, b] = props.selected;
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg={a ? 'matchday.0' : undefined}
      aria-live="polite"
      data-testid="selection-bar"
      style={{ position: 'sticky', top: 0, zIndex: 3 }}
    >
      {!a ? (
        <Text size="sm" c="dimmed">
          Select a meeting (click it, or Enter / Space) to move it to a free cell; select two to
          swap them. Escape clears the selection.
        </Text>
      ) : (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            {b ? (
              <>
                <b>{pairName(a)}</b> and <b>{pairName(b)}</b> selected: swap their places?
              </>
            ) : (
              <>
                Moving <b>{pairName(a)}</b>: choose a free cell (“Move here”), or select a second
                meeting to swap.
              </>
            )}
          </Text>
          <Group gap="xs">
            {!b && a.startup && (
              <Button size="xs" variant="subtle" onClick={() => props.onAgenda(a.startup!)}>
                Agenda of {a.startup.name}
              </Button>
            )}
            {!b && a.corporate && (
              <Button size="xs" variant="subtle" onClick={() => props.onAgenda(a.corporate!)}>
                Agenda of {a.corporate.name}
              </Button>
            )}
            {b && (
              <Button size="xs" onClick={props.onSwap} loading={props.busy}>
                Swap
              </Button>
            )}
            <Button size="xs" variant="default" onClick={props.onClear}>
              Clear selection
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}
