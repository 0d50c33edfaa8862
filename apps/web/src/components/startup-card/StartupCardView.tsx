import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { STAGE_LABELS, type StartupStage } from '@matchday/shared';
import type { ReactNode } from 'react';

/** What the read-only startup card shows (the `startupCard` query's fields). */
export type StartupCardData = {
  id: string;
  name: string;
  logoThumbnailUrl: string | null;
  pitchShort: string | null;
  pitchLong: string | null;
  description: string | null;
  stage: string | null;
  industries: readonly string[];
  technologies: readonly string[];
  countryName: string | null;
  city: string | null;
  website: string | null;
  foundedYear: number | null;
  sizeBand: string | null;
  interestedCountries: readonly string[];
};

function Block(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      {props.children}
    </Stack>
  );
}

function Tags(props: { items: readonly string[]; color: string }) {
  return (
    <Group gap={6}>
      {props.items.map((t) => (
        <Badge key={t} variant="light" color={props.color} tt="none">
          {t}
        </Badge>
      ))}
    </Group>
  );
}

/** "Northwind Robotics AB" → "NR": the first letters of the first two words. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const href = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/** A startup's card, read only: pitch, what it does, its labels, stage and where it is. */
export function StartupCardView(props: { card: StartupCardData }) {
  const c = props.card;
  const place = [c.city, c.countryName].filter(Boolean).join(', ');
  const stage = c.stage ? (STAGE_LABELS[c.stage as StartupStage] ?? c.stage) : null;
  const facts = [
    stage,
    place,
    c.foundedYear ? `founded ${c.foundedYear}` : null,
    c.sizeBand ? `${c.sizeBand} people` : null,
  ].filter(Boolean);
  return (
    <Stack gap="md" data-testid="startup-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={c.logoThumbnailUrl} alt="" radius="md" size={48} color="matchday">
          {initials(c.name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Title>
          {facts.length > 0 && (
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
      {c.pitchShort && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {c.pitchShort}
        </Text>
      )}
      {c.pitchLong && (
        <Block label="Pitch">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {c.pitchLong}
          </Text>
        </Block>
      )}
      {c.description && (
        <Block label="What it does">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {c.description}
          </Text>
        </Block>
      )}
      {c.industries.length > 0 && (
        <Block label="Industries">
          <Tags items={c.industries} color="matchday" />
        </Block>
      )}
      {c.technologies.length > 0 && (
        <Block label="Technologies">
          <Tags items={c.technologies} color="gray" />
        </Block>
      )}
      {c.interestedCountries.length > 0 && (
        <Block label="Wants to grow in">
          <Text size="sm">{c.interestedCountries.join(', ')}</Text>
        </Block>
      )}
      {c.website && (
        <Block label="Website">
          <Anchor href={href(c.website)} target="_blank" rel="noreferrer" size="sm">
            {c.website}
          </Anchor>
        </Block>
      )}
      {!c.pitchShort && !c.pitchLong && !c.description && (
        <Text size="sm" c="dimmed">
          This startup has not written a pitch or description yet.
        </Text>
      )}
    </Stack>
  );
}
