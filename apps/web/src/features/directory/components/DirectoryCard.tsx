import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CompanyDirectoryQuery } from '../../../gql/startup.ts';
import { kindLabel, stageLabel } from '../../../lib/company-words.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import classes from './directory.module.css';

export type DirectoryItem = CompanyDirectoryQuery['companyDirectory']['items'][number];

const m = defineMessages({
  industries: { id: 'directory.card.industries', defaultMessage: 'Industries' },
  more: { id: 'directory.card.more', defaultMessage: '+{count} more' },
  incubator: { id: 'directory.card.incubator', defaultMessage: 'Incubator: {name}' },
});
const SHOWN_INDUSTRIES = 3;

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/**
 * One company of the directory: logo, name, kind, place, stage, industries, and the pitch (or,
 * for a corporate without one, the start of its description).
 */
export function DirectoryCard(props: { company: DirectoryItem; to: string }) {
  const t = useT();
  const c = props.company;
  const place = [c.city, c.countryName ?? c.country].filter(Boolean).join(', ');
  const stage = c.stage ? stageLabel(t, c.stage) : null;
  const more = c.industries.length - SHOWN_INDUSTRIES;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component={Link}
      to={props.to}
      className={classes.card}
      data-testid="directory-card"
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Avatar
            src={c.logoThumbnailUrl}
            alt=""
            aria-hidden="true"
            size={52}
            radius="md"
            color="matchday"
            variant="light"
            className={c.logoThumbnailUrl ? classes.logo : undefined}
          >
            {initials(c.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" className={classes.name}>
              {c.name}
            </Title>
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <Badge
            variant="light"
            color={c.type === 'startup' ? 'matchday' : 'teal'}
            c={c.type === 'startup' ? 'matchday.8' : 'teal.9'}
            size="sm"
          >
            {kindLabel(t, c.type)}
          </Badge>
          {stage && (
            <Badge variant="outline" color="gray" size="sm">
              {stage}
            </Badge>
          )}
        </Group>
        {(c.pitchShort || c.description) && (
          <Text size="sm" className={classes.pitch}>
            {c.pitchShort || c.description}
          </Text>
        )}
        {c.industries.length > 0 && (
          <Group gap={4} mt="auto" aria-label={t(m.industries)}>
            {c.industries.slice(0, SHOWN_INDUSTRIES).map((i) => (
              <Badge key={i} variant="default" size="sm" radius="sm" tt="none" fw={500}>
                {i}
              </Badge>
            ))}
            {more > 0 && (
              <Text size="xs" c="dimmed">
                {t(m.more, { count: more })}
              </Text>
            )}
          </Group>
        )}
        {c.incubatorName && (
          <Text size="xs" c="dimmed">
            {t(m.incubator, { name: c.incubatorName })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
