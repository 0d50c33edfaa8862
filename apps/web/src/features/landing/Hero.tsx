import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { Link as RouterLink } from 'react-router';
import { Col, Container, Row } from '../../components/layout/Grid.tsx';
import { Brand } from '../../components/Brand.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { setLocale } from '../../lib/locale.ts';
import { defineMessages, useT } from '../../lib/messages.ts';
import { useSessionUser } from '../../lib/session.ts';
import classes from './landing.module.css';

const m = defineMessages({
  open: { id: 'landing.hero.open', defaultMessage: 'Open Matchday' },
  signIn: { id: 'landing.hero.signIn', defaultMessage: 'Sign in' },
  badge: { id: 'landing.hero.badge', defaultMessage: 'Needs-based innovation matchmaking' },
  title: { id: 'landing.hero.title', defaultMessage: 'Meet the partners your innovation needs' },
  text: {
    id: 'landing.hero.text',
    defaultMessage:
      'Matchday connects startups with corporates and public bodies. Corporates state real needs, startups are suggested against them with reasons, and every agreed meeting lands in a conflict-free schedule.',
  },
  getStarted: { id: 'landing.hero.getStarted', defaultMessage: 'Get started' },
  howItWorks: { id: 'landing.hero.howItWorks', defaultMessage: 'How it works' },
  figures: { id: 'landing.hero.figures', defaultMessage: 'What you get' },
  meetingsValue: { id: 'landing.hero.meetingsValue', defaultMessage: '1:1' },
  meetings: { id: 'landing.hero.meetings', defaultMessage: 'meetings, scheduled without clashes' },
  sidesValue: { id: 'landing.hero.sidesValue', defaultMessage: '2 sides' },
  sides: { id: 'landing.hero.sides', defaultMessage: 'rate every meeting' },
  grantsValue: { id: 'landing.hero.grantsValue', defaultMessage: 'Grants' },
  grants: { id: 'landing.hero.grants', defaultMessage: 'for the pilots that follow' },
});

const FIGURES = [
  { value: m.meetingsValue, label: m.meetings },
  { value: m.sidesValue, label: m.sides },
  { value: m.grantsValue, label: m.grants },
];

export function Hero() {
  const user = useSessionUser();
  const t = useT();
  return (
    <Box className={classes.hero}>
      <Container py={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between">
          <Brand inverted />
          <Group gap="sm">
            <LanguageSwitch onChange={setLocale} />
            {user ? (
              <Button component={RouterLink} to={homePathFor(user)} variant="white" size="xs">
                {t(m.open)}
              </Button>
            ) : (
              <Button component={RouterLink} to="#sign-in" variant="white" size="xs">
                {t(m.signIn)}
              </Button>
            )}
          </Group>
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
                {t(m.badge)}
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                {t(m.title)}
              </Title>
              <Text size="xl" className={classes.heroText}>
                {t(m.text)}
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
                  {user ? t(m.open) : t(m.getStarted)}
                </Button>
                <Button
                  component="a"
                  href="#how-it-works"
                  size="md"
                  variant="outline"
                  color="white"
                >
                  {t(m.howItWorks)}
                </Button>
              </Group>
            </Stack>
          </Col>
          <Col span={{ md: 5 }}>
            <Stack gap="sm" className={classes.figures} aria-label={t(m.figures)}>
              {FIGURES.map((f) => (
                <Box key={f.label.id} className={classes.figure}>
                  <Text fw={800} size="xl" c="amber.4">
                    {t(f.value)}
                  </Text>
                  <Text c="white">{t(f.label)}</Text>
                </Box>
              ))}
            </Stack>
          </Col>
        </Row>
      </Container>
    </Box>
  );
}
