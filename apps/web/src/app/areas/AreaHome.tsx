import { Anchor, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';

export type AreaCard = { title: string; text: string; to?: string; action?: string };

/** The first page of an area: a greeting and what the area holds. */
export function AreaHome(props: { heading: string; intro: string; cards: AreaCard[] }) {
  return (
    <>
      <Title order={1} size="h2" mb={4}>
        {props.heading}
      </Title>
      <Text c="dimmed" mb="lg">
        {props.intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {props.cards.map((card, i) => (
          <Card key={card.title} withBorder padding="lg">
            <ThemeIcon variant="light" size="lg" radius="xl" mb="sm" aria-hidden>
              {i + 1}
            </ThemeIcon>
            <Text fw={600}>{card.title}</Text>
            <Text size="sm" c="dimmed">
              {card.text}
            </Text>
            {card.to && (
              <Anchor component={Link} to={card.to} size="sm" fw={600} mt="sm">
                {card.action ?? 'Open'} →
              </Anchor>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
