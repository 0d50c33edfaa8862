import { Anchor, Card, Grid, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COUNTRIES } from '@matchday/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminEventFieldsFragment } from '../../../../../gql/admin.ts';
import { dateTimeInZone, FORMAT_LABEL } from '../../../lib/labels.ts';
import { SlotGrid, SlotGridSummary } from '../../grid/SlotGrid.tsx';

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
  const e = props.event;
  const tz = e.timezone;
  const window = (from: unknown, to: unknown, fallbackTo: string) =>
    from || to
      ? `${from ? dateTimeInZone(from, tz) : 'Now'} – ${to ? dateTimeInZone(to, tz) : fallbackTo}`
      : null;
  const registration = window(e.registrationOpensAt, e.registrationClosesAt, 'the start');
  const selection = window(e.selectionOpensAt, e.selectionClosesAt, 'open-ended');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Count
          value={e.attendees.startups}
          label="Startups approved"
          to={`${props.participantsPath}?type=startup&state=APPROVED`}
        />
        <Count
          value={e.attendees.corporates}
          label="Corporates approved"
          to={`${props.participantsPath}?type=corp&state=APPROVED`}
        />
        <Count
          value={e.attendees.registered}
          label="Waiting for approval"
          to={`${props.participantsPath}?state=REGISTERED`}
          tone={e.attendees.registered ? 'yellow.8' : undefined}
        />
        <Count value={e.hosts.length} label={e.hosts.length === 1 ? 'Host' : 'Hosts'} />
      </SimpleGrid>

      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              Details
            </Title>
            <Stack gap="sm">
              {e.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {e.description}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  No description yet
                  {props.mayEdit ? ': add one so participants know what to expect.' : '.'}
                </Text>
              )}
              <SimpleGrid cols={2} spacing="sm">
                <Fact label="Format">{FORMAT_LABEL[e.format]}</Fact>
                <Fact label="Time zone">{tz}</Fact>
                <Fact label="Starts">{dateTimeInZone(e.startDate, tz)}</Fact>
                <Fact label="Ends">{dateTimeInZone(e.endDate, tz)}</Fact>
              </SimpleGrid>
              {e.format !== 'DIGITAL' && <Fact label="Venue">{e.venue || '—'}</Fact>}
              {e.format !== 'PHYSICAL' && (
                <Fact label="Meeting link">
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
              <Fact label="Registration">
                {registration ?? 'From publication until the event starts'}
                {e.published && (
                  <Text span size="sm" c={e.registrationOpen ? 'teal.8' : 'dimmed'} fw={600}>
                    {' '}
                    · {e.registrationOpen ? 'open now' : 'closed now'}
                  </Text>
                )}
              </Fact>
              <Fact label="Selection by corporates">{selection ?? 'Not set'}</Fact>
              <Fact label="Open to startups from">
                {e.restrictedTo.length
                  ? e.restrictedTo.map((c) => COUNTRY_NAME.get(c) ?? c).join(', ')
                  : 'Every country'}
              </Fact>
              <Fact label="Hosts">
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
                    No event host{props.mayEdit ? ' yet: assign one under Edit.' : '.'}
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
                Schedule outline
              </Title>
            </Group>
            <Stack gap="sm">
              <SlotGridSummary schedule={e.schedule} format={e.format} />
              {e.schedule.meetingPoints.length > 0 && (
                <Text size="sm" c="dimmed">
                  Meeting points: {e.schedule.meetingPoints.join(', ')}
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
