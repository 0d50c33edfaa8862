import { Anchor, Card, Grid, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COUNTRIES } from '@matchday/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminEventFieldsFragment } from '../../../../../gql/admin.ts';
import { dateTimeInZone } from '../../../lib/labels.ts';
import { FORMAT_WORD } from '../../../lib/event-words.ts';
import { defineMessages, useT } from '../../../../../lib/messages.ts';
import { SlotGrid, SlotGridSummary } from '../../grid/SlotGrid.tsx';

const m = defineMessages({
  now: { id: 'events.admin.overview.now', defaultMessage: 'Now' },
  theStart: { id: 'events.admin.overview.theStart', defaultMessage: 'the start' },
  openEnded: { id: 'events.admin.overview.openEnded', defaultMessage: 'open-ended' },
  window: { id: 'events.admin.overview.window', defaultMessage: '{from} – {to}' },
  startupsApproved: {
    id: 'events.admin.overview.startupsApproved',
    defaultMessage: 'Startups approved',
  },
  corporatesApproved: {
    id: 'events.admin.overview.corporatesApproved',
    defaultMessage: 'Corporates approved',
  },
  waiting: { id: 'events.admin.overview.waiting', defaultMessage: 'Waiting for approval' },
  hosts: {
    id: 'events.admin.overview.hostsCount',
    defaultMessage: '{count, plural, one {Host} other {Hosts}}',
  },
  details: { id: 'events.admin.overview.details', defaultMessage: 'Details' },
  noDescription: {
    id: 'events.admin.overview.noDescription',
    defaultMessage:
      '{mayEdit, select, yes {No description yet: add one so participants know what to expect.} other {No description yet.}}',
  },
  format: { id: 'events.admin.overview.format', defaultMessage: 'Format' },
  timeZone: { id: 'events.admin.overview.timeZone', defaultMessage: 'Time zone' },
  starts: { id: 'events.admin.overview.starts', defaultMessage: 'Starts' },
  ends: { id: 'events.admin.overview.ends', defaultMessage: 'Ends' },
  venue: { id: 'events.admin.overview.venue', defaultMessage: 'Venue' },
  meetingLink: { id: 'events.admin.overview.meetingLink', defaultMessage: 'Meeting link' },
  registration: { id: 'events.admin.overview.registration', defaultMessage: 'Registration' },
  fromPublication: {
    id: 'events.admin.overview.fromPublication',
    defaultMessage: 'From publication until the event starts',
  },
  openNow: { id: 'events.admin.overview.openNow', defaultMessage: 'open now' },
  closedNow: { id: 'events.admin.overview.closedNow', defaultMessage: 'closed now' },
  selection: { id: 'events.admin.overview.selection', defaultMessage: 'Selection by corporates' },
  notSet: { id: 'events.admin.overview.notSet', defaultMessage: 'Not set' },
  openTo: { id: 'events.admin.overview.openTo', defaultMessage: 'Open to startups from' },
  everyCountry: { id: 'events.admin.overview.everyCountry', defaultMessage: 'Every country' },
  hostsLabel: { id: 'events.admin.overview.hosts', defaultMessage: 'Hosts' },
  noHost: {
    id: 'events.admin.overview.noHost',
    defaultMessage:
      '{mayEdit, select, yes {No event host yet: assign one under Edit.} other {No event host.}}',
  },
  outline: { id: 'events.admin.overview.outline', defaultMessage: 'Schedule outline' },
  meetingPoints: {
    id: 'events.admin.overview.meetingPoints',
    defaultMessage: 'Meeting points: {points}',
  },
});

const COUNTRY_NAME = new Map(COUNTRIES.map((c) => [c.code as string, c.name]));

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lh={1.6}>
        {props.label}
      </Text>
      <Text size="sm" component="div">
        {props.children}
      </Text>
    </Stack>
  );
}

function Count(props: { value: number; label: string; to?: string; tone?: string }) {
  const body = (
    <Stack gap={0} align="flex-start">
      <Text fz={28} fw={700} lh={1.1} c={props.tone}>
        {props.value}
      </Text>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder radius="md" padding="md">
      {props.to ? (
        <Anchor component={Link} to={props.to} underline="never" c="inherit">
          {body}
        </Anchor>
      ) : (
        body
      )}
    </Card>
  );
}

/** The event's details, counts, hosts and its grid of slots. */
export function OverviewTab(props: {
  event: AdminEventFieldsFragment;
  mayEdit: boolean;
  participantsPath: string;
}) {
  const t = useT();
  const e = props.event;
  const tz = e.timezone;
  const window = (from: unknown, to: unknown, fallbackTo: string) =>
    from || to
      ? t(m.window, {
          from: from ? dateTimeInZone(from, tz) : t(m.now),
          to: to ? dateTimeInZone(to, tz) : fallbackTo,
        })
      : null;
  const registration = window(e.registrationOpensAt, e.registrationClosesAt, t(m.theStart));
  const selection = window(e.selectionOpensAt, e.selectionClosesAt, t(m.openEnded));
  const mayEdit = props.mayEdit ? 'yes' : 'no';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Count
          value={e.attendees.startups}
          label={t(m.startupsApproved)}
          to={`${props.participantsPath}?type=startup&state=APPROVED`}
        />
        <Count
          value={e.attendees.corporates}
          label={t(m.corporatesApproved)}
          to={`${props.participantsPath}?type=corp&state=APPROVED`}
        />
        <Count
          value={e.attendees.registered}
          label={t(m.waiting)}
          to={`${props.participantsPath}?state=REGISTERED`}
          tone={e.attendees.registered ? 'yellow.8' : undefined}
        />
        <Count value={e.hosts.length} label={t(m.hosts, { count: e.hosts.length })} />
      </SimpleGrid>

      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t(m.details)}
            </Title>
            <Stack gap="sm">
              {e.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {e.description}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(m.noDescription, { mayEdit })}
                </Text>
              )}
              <SimpleGrid cols={2} spacing="sm">
                <Fact label={t(m.format)}>{t(FORMAT_WORD[e.format])}</Fact>
                <Fact label={t(m.timeZone)}>{tz}</Fact>
                <Fact label={t(m.starts)}>{dateTimeInZone(e.startDate, tz)}</Fact>
                <Fact label={t(m.ends)}>{dateTimeInZone(e.endDate, tz)}</Fact>
              </SimpleGrid>
              {e.format !== 'DIGITAL' && <Fact label={t(m.venue)}>{e.venue || '—'}</Fact>}
              {e.format !== 'PHYSICAL' && (
                <Fact label={t(m.meetingLink)}>
                  {e.meetingLink ? (
                    <Anchor
                      href={e.meetingLink}
                      target="_blank"
                      rel="noreferrer"
                      style={{ wordBreak: 'break-all' }}
                    >
                      {e.meetingLink}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Fact>
              )}
              <Fact label={t(m.registration)}>
                {registration ?? t(m.fromPublication)}
                {e.published && (
                  <Text span size="sm" c={e.registrationOpen ? 'teal.8' : 'dimmed'} fw={600}>
                    {' '}
                    · {e.registrationOpen ? t(m.openNow) : t(m.closedNow)}
                  </Text>
                )}
              </Fact>
              <Fact label={t(m.selection)}>{selection ?? t(m.notSet)}</Fact>
              <Fact label={t(m.openTo)}>
                {e.restrictedTo.length
                  ? e.restrictedTo.map((c) => COUNTRY_NAME.get(c) ?? c).join(', ')
                  : t(m.everyCountry)}
              </Fact>
              <Fact label={t(m.hostsLabel)}>
                {e.hosts.length ? (
                  <List size="sm" spacing={2}>
                    {e.hosts.map((h) => (
                      <List.Item key={h.id}>
                        {h.name}{' '}
                        <Text span size="xs" c="dimmed">
                          {h.email}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t(m.noHost, { mayEdit })}
                  </Text>
                )}
              </Fact>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="xs" gap="xs">
              <Title order={2} size="h4">
                {t(m.outline)}
              </Title>
            </Group>
            <Stack gap="sm">
              <SlotGridSummary schedule={e.schedule} format={e.format} />
              {e.schedule.meetingPoints.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t(m.meetingPoints, { points: e.schedule.meetingPoints.join(', ') })}
                </Text>
              )}
              <SlotGrid schedule={e.schedule} timezone={tz} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
