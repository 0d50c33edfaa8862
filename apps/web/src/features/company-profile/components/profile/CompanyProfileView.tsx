import {
  Anchor,
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { isRegionCode, placeName, STAGE_LABELS, type StartupStage } from '@matchday/shared';
import type { ReactNode } from 'react';
import { CompanyLogo } from './CompanyLogo.tsx';
import { ProfileFacts, type ProfileData } from './ProfileFacts.tsx';

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={props.title}>
      <Title order={2} size="h5" mb="xs" c="dimmed" tt="uppercase" fz="xs" lts={0.5}>
        {props.title}
      </Title>
      {props.children}
    </Card>
  );
}

/** Where the company wants to grow: regions first, then countries, by their English names. */
function InterestedCountries({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No countries or regions chosen yet.
      </Text>
    );
  }
  const sorted = [...codes].sort((a, b) => Number(isRegionCode(b)) - Number(isRegionCode(a)) || 0);
  return (
    <Group gap={6} data-testid="profile-interested-countries">
      {sorted.map((code) => (
        <Badge
          key={code}
          variant={isRegionCode(code) ? 'light' : 'default'}
          color={isRegionCode(code) ? 'indigo' : undefined}
          radius="sm"
          tt="none"
        >
          {placeName(code) ?? code}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * A company profile laid out for a quick read: logo, one-line pitch, stage, industries,
 * country, incubator, badges and the deck link up top; the long texts and the team below.
 */
export function CompanyProfileView(props: { profile: ProfileData; actions?: ReactNode }) {
  const p = props.profile;
  const startup = p.type === 'startup';
  const place = [p.city, p.countryName ?? placeName(p.country) ?? p.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="md" data-testid="company-profile">
      <Card withBorder radius="md" padding="lg">
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          align="flex-start"
          gap={{ base: 'md', sm: 'lg' }}
        >
          <CompanyLogo name={p.name} url={p.logoUrl} size={96} />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Title>
              {p.badges.map((b) => (
                <Tooltip key={b.id} label={b.description ?? b.name} disabled={!b.description}>
                  <Badge color="amber" variant="filled" c="dark" radius="sm">
                    {b.name}
                  </Badge>
                </Tooltip>
              ))}
            </Group>
            {p.pitchShort && (
              <Text size="lg" data-testid="profile-pitch">
                {p.pitchShort}
              </Text>
            )}
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" radius="sm" tt="none">
                {startup ? 'Startup' : p.publicBody ? 'Public body' : 'Corporate'}
              </Badge>
              {p.stage && (
                <Badge variant="light" color="teal" radius="sm" tt="none">
                  {STAGE_LABELS[p.stage as StartupStage] ?? p.stage}
                </Badge>
              )}
              {place && (
                <Badge variant="light" color="gray" radius="sm" tt="none">
                  {place}
                </Badge>
              )}
              {p.incubatorName && (
                <Badge variant="light" color="grape" radius="sm" tt="none">
                  {p.incubatorStatus === 'Alumni from an incubator' ? 'Alumni of ' : ''}
                  {p.incubatorName}
                </Badge>
              )}
              {p.sector && (
                <Badge variant="light" color="gray" radius="sm" tt="none">
                  {p.sector}
                </Badge>
              )}
            </Group>
          </Stack>
        </Flex>
        <Group gap="sm" mt="md" wrap="wrap">
          {p.deckUrl && (
            <Button
              component="a"
              href={p.deckUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="filled"
              size="sm"
              data-testid="profile-deck"
            >
              Open pitch deck (PDF)
            </Button>
          )}
          {p.website && (
            <Button
              component="a"
              href={p.website}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="sm"
            >
              Website
            </Button>
          )}
          {props.actions}
        </Group>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Section title="About">
              <Text style={{ whiteSpace: 'pre-line' }} c={p.description ? undefined : 'dimmed'}>
                {p.description || 'No description yet.'}
              </Text>
            </Section>
            {p.pitchLong && (
              <Section title="Pitch">
                <Text style={{ whiteSpace: 'pre-line' }}>{p.pitchLong}</Text>
              </Section>
            )}
            {(startup || p.interestedCountries.length > 0) && (
              <Section title="Interested countries and regions">
                <InterestedCountries codes={p.interestedCountries} />
              </Section>
            )}
            {(p.industries.length > 0 || p.technologies.length > 0) && (
              <Section title="Industries and technologies">
                <Group gap={6}>
                  {p.industries.map((i) => (
                    <Badge key={i} variant="outline" radius="sm">
                      {i}
                    </Badge>
                  ))}
                  {p.technologies.map((t) => (
                    <Badge key={t} variant="default" radius="sm" tt="none">
                      {t}
                    </Badge>
                  ))}
                </Group>
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Section title="Facts">
              <ProfileFacts profile={p} />
            </Section>
            <Section title="People">
              {p.contactPerson && (
                <Stack gap={0} mb="sm">
                  <Text size="xs" c="dimmed">
                    Contact person
                  </Text>
                  <Text fw={600}>{p.contactPerson.name}</Text>
                  {p.contactPerson.title && <Text size="sm">{p.contactPerson.title}</Text>}
                  {p.contactPerson.email && (
                    <Anchor href={`mailto:${p.contactPerson.email}`} size="sm">
                      {p.contactPerson.email}
                    </Anchor>
                  )}
                </Stack>
              )}
              <Stack gap={4}>
                {p.team.map((m, i) => (
                  <Text key={`${m.name}-${i}`} size="sm">
                    {m.name}
                    {m.title && (
                      <Text span c="dimmed">
                        {' '}
                        · {m.title}
                      </Text>
                    )}
                  </Text>
                ))}
                {p.team.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No members have joined yet.
                  </Text>
                )}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
