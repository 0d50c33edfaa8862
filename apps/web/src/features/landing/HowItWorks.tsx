import { Box, Text, ThemeIcon, Title } from '@mantine/core';
import { Col, Container, Row } from '../../components/layout/Grid.tsx';

const STEPS = [
  { title: 'Needs', text: 'Corporates describe what they are looking for at an event.' },
  { title: 'Suggestions', text: 'Startups are ranked against each need, and each score says why.' },
  { title: 'Selection', text: 'Corporates pick whom to meet; startups confirm.' },
  { title: 'Schedule', text: 'Meetings are placed in slots and at tables with no clashes.' },
  { title: 'Follow-up', text: 'Both sides rate the meeting; the programme tracks what follows.' },
];

export function HowItWorks() {
  return (
    <Box
      bg="matchday.0"
      py={{ base: 48, sm: 72 }}
      component="section"
      id="how-it-works"
      aria-labelledby="how-title"
    >
      <Container>
        <Title id="how-title" order={2} ta="center" mb="xl">
          How matchmaking works
        </Title>
        <Row role="list">
          {STEPS.map((step, i) => (
            <Col key={step.title} span={{ sm: 6, md: 'auto' }} role="listitem">
              <ThemeIcon size={40} radius="xl" mb="sm" aria-hidden>
                {i + 1}
              </ThemeIcon>
              <Text fw={700}>{step.title}</Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Col>
          ))}
        </Row>
      </Container>
    </Box>
  );
}
