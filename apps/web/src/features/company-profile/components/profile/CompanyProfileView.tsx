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
import { isRegionCode, placeName } from '@matchday/shared';
import type { ReactNode } from 'react';
import { stageLabel } from '../../../../lib/company-words.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import { ProfileFacts, type ProfileData } from './ProfileFacts.tsx';

const m = defineMessages({
  noCountries: { id: 'profile.noCountries', defaultMessage: 'No countries or regions chosen yet.' },
  startup: { id: 'profile.kind.startup', defaultMessage: 'Startup' },
  publicBody: { id: 'profile.kind.publicBody', defaultMessage: 'Public body' },
  corporate: { id: 'profile.kind.corporate', defaultMessage: 'Corporate' },
  alumniOf: { id: 'profile.alumniOf', defaultMessage: 'Alumni of {incubator}' },
  deck: { id: 'profile.deck', defaultMessage: 'Open pitch deck (PDF)' },
  website: { id: 'profile.website', defaultMessage: 'Website' },
  about: { id: 'profile.about', defaultMessage: 'About' },
  noDescription: { id: 'profile.noDescription', defaultMessage: 'No description yet.' },
  pitch: { id: 'profile.pitch', defaultMessage: 'Pitch' },
  interested: {
    id: 'profile.interested',
    defaultMessage: 'Interested countries and regions',
  },
  industries: { id: 'profile.industries', defaultMessage: 'Industries and technologies' },
  facts: { id: 'profile.facts', defaultMessage: 'Facts' },
  people: { id: 'profile.people', defaultMessage: 'People' },
  contactPerson: { id: 'profile.contactPerson', defaultMessage: 'Contact person' },
  noMembers: { id: 'profile.noMembers', defaultMessage: 'No members have joined yet.' },
});

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
  const t = useT();
  if (codes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(m.noCountries)}
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
  const t = useT();
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
                {t(startup ? m.startup : p.publicBody ? m.publicBody : m.corporate)}
              </Badge>
              {p.stage && (
                <Badge variant="light" color="teal" radius="sm" tt="none">
                  {stageLabel(t, p.stage)}
                </Badge>
              )}
              {place && (
                <Badge variant="light" color="gray" radius="sm" tt="none">
                  {place}
                </Badge>
              )}
              {p.incubatorName && (
                <Badge variant="light" color="grape" radius="sm" tt="none">
                  {p.incubatorStatus === 'Alumni from an incubator'
                    ? t(m.alumniOf, { incubator: p.incubatorName })
                    : p.incubatorName}
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
              {t(m.deck)}
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
              {t(m.website)}
            </Button>
          )}
          {props.actions}
        </Group>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Section title={t(m.about)}>
              <Text style={{ whiteSpace: 'pre-line' }} c={p.description ? undefined : 'dimmed'}>
                {p.description || t(m.noDescription)}
              </Text>
            </Section>
            {p.pitchLong && (
              <Section title={t(m.pitch)}>
                <Text style={{ whiteSpace: 'pre-line' }}>{p.pitchLong}</Text>
              </Section>
            )}
            {(startup || p.interestedCountries.length > 0) && (
              <Section title={t(m.interested)}>
                <InterestedCountries codes={p.interestedCountries} />
              </Section>
            )}
            {(p.industries.length > 0 || p.technologies.length > 0) && (
              <Section title={t(m.industries)}>
                <Group gap={6}>
                  {p.industries.map((i) => (
                    <Badge key={i} variant="outline" radius="sm">
                      {i}
                    </Badge>
                  ))}
                  {p.technologies.map((tech) => (
                    <Badge key={tech} variant="default" radius="sm" tt="none">
                      {tech}
                    </Badge>
                  ))}
                </Group>
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Section title={t(m.facts)}>
              <ProfileFacts profile={p} />
            </Section>
            <Section title={t(m.people)}>
              {p.contactPerson && (
                <Stack gap={0} mb="sm">
                  <Text size="xs" c="dimmed">
                    {t(m.contactPerson)}
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
                {p.team.map((member, i) => (
                  <Text key={`${member.name}-${i}`} size="sm">
                    {member.name}
                    {member.title && (
                      <Text span c="dimmed">
                        {' '}
                        · {member.title}
                      </Text>
                    )}
                  </Text>
                ))}
                {p.team.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t(m.noMembers)}
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
