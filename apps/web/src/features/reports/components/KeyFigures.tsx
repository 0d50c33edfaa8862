import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ratingNote } from '../../../lib/figures.ts';
import { formatRate, formatScore, plural, type FunnelCounts } from '../lib/stages.ts';

/** The figures a programme lives by: follow-up rate, no-show rate, each side's average rating. */
export function KeyFigures(props: { counts: FunnelCounts }) {
  const c = props.counts;
  const figures = [
    {
      id: 'follow-up-rate',
      label: 'Follow-up rate',
      value: formatRate(c.followUpRate),
      note: `${c.followUpMeetings} of ${plural(c.held, 'held meeting', 'held meetings')}`,
    },
    {
      id: 'no-show-rate',
      label: 'No-show rate',
      value: formatRate(c.noShowRate),
      note: plural(c.noShows, 'no-show', 'no-shows'),
    },
    {
      id: 'startup-rating',
      label: 'Startups’ average rating',
      value: formatScore(c.startupRating),
      note: ratingNote(c.startupRating, c.startupRatings),
    },
    {
      id: 'corporate-rating',
      label: 'Corporates’ average rating',
      value: formatScore(c.corporateRating),
      note: ratingNote(c.corporateRating, c.corporateRatings),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {figures.map((f) => (
        <Paper key={f.id} withBorder radius="md" p="md" data-testid={f.id}>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {f.value}
          </Text>
          <Text size="xs" c="dimmed">
            {f.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
