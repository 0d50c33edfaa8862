import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ratingNote } from '../../../lib/figures.ts';
import { formatRate, formatScore, type FunnelCounts } from '../lib/stages.ts';
import { useT } from '../../../lib/messages.ts';
import { rm } from '../lib/stage-words.ts';

/** The figures a programme lives by: follow-up rate, no-show rate, each side's average rating. */
export function KeyFigures(props: { counts: FunnelCounts }) {
  const c = props.counts;
  const t = useT();
  const figures = [
    {
      id: 'follow-up-rate',
      label: t(rm.followUpRate),
      value: formatRate(c.followUpRate),
      note: t(rm.followUpNote, { count: c.followUpMeetings, held: c.held }),
    },
    {
      id: 'no-show-rate',
      label: t(rm.noShowRate),
      value: formatRate(c.noShowRate),
      note: t(rm.noShows, { count: c.noShows }),
    },
    {
      id: 'startup-rating',
      label: t(rm.startupRating),
      value: formatScore(c.startupRating),
      note: ratingNote(c.startupRating, c.startupRatings),
    },
    {
      id: 'corporate-rating',
      label: t(rm.corporateRating),
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
