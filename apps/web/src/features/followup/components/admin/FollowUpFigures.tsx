import { Paper, SimpleGrid, Text } from '@mantine/core';
import { plural } from '@matchday/shared';
import type { EventFollowUpQuery } from '../../../../gql/admin.ts';
import { formatRate, formatScore, ratingNote } from '../../../../lib/figures.ts';

type Figures = EventFollowUpQuery['funnel'];

/**
 * The event's follow-up figures, as the server's funnel counts them for the reader's reach —
 * the same query and numbers as the Reports page filtered to this event.
 */
export function FollowUpFigures({ f }: { f: Figures }) {
  const figures = [
    { id: 'held', label: 'Held meetings', value: String(f.held) },
    {
      id: 'rated-by-both',
      label: 'Rated by both sides',
      value: String(f.ratedByBoth),
      note: `of ${plural(f.held, 'held meeting', 'held meetings')}`,
    },
    {
      id: 'startup-rating',
      label: 'Startups’ average rating',
      value: formatScore(f.startupRating),
      note: ratingNote(f.startupRating, f.startupRatings),
    },
    {
      id: 'corporate-rating',
      label: 'Corporates’ average rating',
      value: formatScore(f.corporateRating),
      note: ratingNote(f.corporateRating, f.corporateRatings),
    },
    {
      id: 'follow-up-rate',
      label: 'Follow-up rate',
      value: formatRate(f.followUpRate),
      note: `${f.followUpMeetings} of ${plural(f.held, 'held meeting', 'held meetings')}`,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {figures.map((x) => (
        <Paper withBorder radius="md" p="sm" key={x.id} data-testid={`figure-${x.id}`}>
          <Text size="xs" c="dimmed">
            {x.label}
          </Text>
          <Text fw={700} size="xl">
            {x.value}
          </Text>
          {x.note && (
            <Text size="xs" c="dimmed">
              {x.note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
