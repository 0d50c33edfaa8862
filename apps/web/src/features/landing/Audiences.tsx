import { Box, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { Col, Container, Row } from '../../components/layout/Grid.tsx';

const AUDIENCES = [
  {
    title: 'For startups',
    lead: 'Get in front of organisations that have already said what they need.',
    points: [
      'One company profile for your whole team',
      'Suggestions against real corporate needs, with the reasons',
      'Ask to meet a corporate directly at an event',
      'Apply for an innovation grant with your partner',
    ],
  },
  {
    title: 'For corporates and public bodies',
    lead: 'Turn innovation needs into meetings with the right startups.',
    points: [
      'State needs per event: challenge, stage, countries',
      'Ranked startup suggestions that explain themselves',
      'Choose whom to meet; we place the meetings',
      'Rate meetings and follow up on what comes of them',
    ],
  },
];

export function Audiences() {
  return (
    <Box component="section" aria-labelledby="audiences-title">
      <Container py={{ base: 48, sm: 72 }}>
        <Title id="audiences-title" order={2} ta="center" mb="xs">
          One programme, two sides of the table
        </Title>
        <Text ta="center" c="dimmed" maw={640} mx="auto" mb="xl">
          National innovation programmes run thousands of one-to-one meetings a year. Matchday keeps
          every step in one place, from the first need to the signed grant agreement.
        </Text>
        <Row>
          {AUDIENCES.map((a) => (
            <Col key={a.title} span={{ md: 6 }}>
              <Card withBorder padding="xl" h="100%" shadow="xs">
                <Title order={3} size="h4" mb={6}>
                  {a.title}
                </Title>
                <Text c="dimmed" mb="md">
                  {a.lead}
                </Text>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={20} radius="xl" color="amber" c="dark" aria-hidden>
                      ✓
                    </ThemeIcon>
                  }
                >
                  {a.points.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              </Card>
            </Col>
          ))}
        </Row>
      </Container>
    </Box>
  );
}
