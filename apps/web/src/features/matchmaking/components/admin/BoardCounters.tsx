import { Card, SimpleGrid, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MatchState } from '@matchday/shared';
import type { BoardCounters as Counters } from './board.ts';

type Tile = {
  value: number;
  label: string;
  hint: string;
  /** Shown in a warning colour when not zero: something for the manager to do. */
  warn?: boolean;
  good?: boolean;
  filter?: MatchState;
  /** The id of the section the tile jumps to. */
  href?: string;
};

/**
 * The five figures a programme manager watches. Those that name a match state filter the
 * board when pressed; pending pairing requests jump to their section.
 */
export function BoardCounters(props: {
  counters: Counters;
  filter: MatchState | null;
  onFilter: (state: MatchState | null) => void;
}) {
  const c = props.counters;
  const tiles: Tile[] = [
    {
      value: c.needsShort,
      label: 'Needs short of suggestions',
      hint: `of ${c.publishedNeeds} published: fewer open suggestions than meetings wanted`,
      warn: true,
    },
    {
      value: c.awaitingCorporate,
      label: 'Awaiting the corporate',
      hint: 'suggested, not chosen yet',
      filter: 'SUGGESTED',
    },
    {
      value: c.awaitingStartup,
      label: 'Awaiting the startup',
      hint: 'selected, not confirmed yet',
      filter: 'SELECTED',
    },
    {
      value: c.confirmed,
      label: 'Confirmed pairs',
      hint: 'ready for the schedule',
      good: true,
      filter: 'CONFIRMED',
    },
    {
      value: c.pendingRequests,
      label: 'Pending pairing requests',
      hint: 'startups asking to meet',
      warn: true,
      href: 'pairing-requests',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="board-counters">
      {tiles.map((t) => {
        const tone = t.value && t.warn ? 'orange.8' : t.value && t.good ? 'green.8' : undefined;
        const body = (
          <Stack gap={0} align="flex-start">
            <Text fz={28} fw={700} lh={1.1} c={tone}>
              {t.value}
            </Text>
            <Text size="sm" fw={600}>
              {t.label}
            </Text>
            <Text size="xs" c="dimmed">
              {t.hint}
            </Text>
          </Stack>
        );
        const pressed = t.filter !== undefined && props.filter === t.filter;
        return (
          <Card
            key={t.label}
            withBorder
            radius="md"
            padding="sm"
            style={pressed ? { borderColor: 'var(--mantine-color-matchday-6)' } : undefined}
          >
            {t.filter ? (
              <UnstyledButton
                onClick={() => props.onFilter(pressed ? null : (t.filter ?? null))}
                aria-pressed={pressed}
              >
                <VisuallyHidden>
                  {`${t.value} ${t.label}: ${pressed ? 'show every state' : 'show only these'}`}
                </VisuallyHidden>
                <div aria-hidden="true">{body}</div>
              </UnstyledButton>
            ) : t.href ? (
              <UnstyledButton
                onClick={() => {
                  const target = document.getElementById(t.href ?? '');
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  target?.focus({ preventScroll: true });
                }}
              >
                <VisuallyHidden>{`${t.value} ${t.label}: go to the requests`}</VisuallyHidden>
                <div aria-hidden="true">{body}</div>
              </UnstyledButton>
            ) : (
              body
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
