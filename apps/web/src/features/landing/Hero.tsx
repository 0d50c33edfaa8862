import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { Link as RouterLink } from 'react-router';
import { Col, Container, Row } from '../../components/layout/Grid.tsx';
import { Brand } from '../../components/Brand.tsx';
import { useSessionUser } from '../../lib/session.ts';
import classes from './landing.module.css';

const FIGURES = [
  { value: '1:1', label: 'meetings, scheduled without clashes' },
  { value: '2 sides', label: 'rate every meeting' },
  { value: 'Grants', label: 'for the pilots that follow' },
];

export function Hero() {
  const user = useSessionUser();
  return (
    <Box className={classes.hero}>
      <Container py={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between">
          <Brand inverted />
          {user ? (
            <Button component={RouterLink} to={homePathFor(user)} variant="white" size="xs">
              Open Matchday
            </Button>
          ) : (
            <Button component={RouterLink} to="#sign-in" variant="white" size="xs">
              Sign in
            </Button>
          )}
        </Group>
      </Container>
      <Container pt={{ base: 40, sm: 72 }} pb={{ base: 56, sm: 96 }}>
        <Row align="center">
          <Col span={{ md: 7 }}>
            <Stack gap="lg">
              <Badge
                color="amber"
                variant="filled"
                c="dark"
                size="lg"
                radius="sm"
                w="fit-content"
                maw="100%"
                styles={{
                  root: { height: 'auto', paddingBlock: 4 },
                  label: { whiteSpace: 'normal', lineHeight: 1.3 },
                }}
              >
                Needs-based innovation matchmaking
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                Meet the partners your innovation needs
              </Title>
              <Text size="xl" className={classes.heroText}>
                Matchday connects startups with corporates and public bodies. Corporates state real
                needs, startups are suggested against them with reasons, and every agreed meeting
                lands in a conflict-free schedule.
              </Text>
              <Group>
                {/* Get started registers a startup; a signed-in visitor goes to their area. */}
                <Button
                  component={RouterLink}
                  to={user ? homePathFor(user) : '#register'}
                  size="md"
                  color="amber"
                  c="dark"
                >
                  {user ? 'Open Matchday' : 'Get started'}
                </Button>
                <Button
                  component="a"
                  href="#how-it-works"
                  size="md"
                  variant="outline"
                  color="white"
                >
                  How it works
                </Button>
              </Group>
            </Stack>
          </Col>
          <Col span={{ md: 5 }}>
            <Stack gap="sm" className={classes.figures} aria-label="What you get">
              {FIGURES.map((f) => (
                <Box key={f.label} className={classes.figure}>
                  <Text fw={800} size="xl" c="amber.4">
                    {f.value}
                  </Text>
                  <Text c="white">{f.label}</Text>
                </Box>
              ))}
            </Stack>
          </Col>
        </Row>
      </Container>
    </Box>
  );
}
