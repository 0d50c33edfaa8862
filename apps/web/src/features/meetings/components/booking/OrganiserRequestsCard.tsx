import { useQuery } from '@apollo/client/react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EventBookingDocument } from '../../../../gql/admin.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { dayOf, timeRange } from '../../lib/agenda-time.ts';

const m = defineMessages({
  title: { id: 'organiserRequests.title', defaultMessage: 'Meetings booked by participants' },
  intro: {
    id: 'organiserRequests.intro',
    defaultMessage:
      '{booked} booked, {pending} waiting for an answer. Booked meetings are pinned on the schedule: runs keep them where they are; you can still move or cancel them.',
  },
  empty: { id: 'organiserRequests.empty', defaultMessage: 'No meeting requests yet.' },
  asked: { id: 'organiserRequests.asked', defaultMessage: 'asked by {name} · {day}, {range}' },
  PENDING: { id: 'organiserRequests.pending', defaultMessage: 'Waiting' },
  ACCEPTED: { id: 'organiserRequests.accepted', defaultMessage: 'Booked' },
  DECLINED: { id: 'organiserRequests.declined', defaultMessage: 'Declined' },
  COUNTERED: { id: 'organiserRequests.countered', defaultMessage: 'Another time proposed' },
  EXPIRED: { id: 'organiserRequests.expired', defaultMessage: 'Expired' },
});

const COLOR = {
  PENDING: 'yellow',
  ACCEPTED: 'teal',
  DECLINED: 'gray',
  COUNTERED: 'blue',
  EXPIRED: 'gray',
};

/** The Schedule tab's list of the meeting requests between participants (PARTICIPANTS, HYBRID). */
export function OrganiserRequestsCard(props: { eventId: string }) {
  const t = useT();
  const { data } = useQuery(EventBookingDocument, { variables: { eventId: props.eventId } });
  const event = data?.event;
  if (!event || event.booking.schedulingMode === 'ORGANISER') return null;
  const requests = data.eventBookingRequests;
  const zone = event.timezone;
  const count = (state: string) => requests.filter((r) => r.state === state).length;
  return (
    <Paper withBorder radius="md" p="md" data-testid="organiser-requests">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(m.intro, { booked: count('ACCEPTED'), pending: count('PENDING') })}
        </Text>
        {requests.length === 0 ? (
          <Text size="sm">{t(m.empty)}</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {requests.slice(0, 50).map((r) => (
              <Group component="li" key={r.id} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {`${r.startupName} ↔ ${r.corporateName}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(m.asked, {
                      name: r.requesterName,
                      day: dayOf(r.startsAt, zone),
                      range: timeRange(r.startsAt, r.endsAt, zone),
                    })}
                  </Text>
                </Stack>
                <Badge variant="light" color={COLOR[r.state]}>
                  {t(m[r.state])}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
