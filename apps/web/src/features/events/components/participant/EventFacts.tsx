import { Anchor, Badge, Card, Table, Text, Title } from '@mantine/core';
import type { ParticipantEventQuery } from '../../../../gql/startup.ts';
import {
  attendeeText,
  dateRange,
  formatLabel,
  openToText,
  placeText,
  registrationText,
  zoneLabel,
} from './event-text.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  when: { id: 'events.facts.when', defaultMessage: 'When' },
  format: { id: 'events.facts.format', defaultMessage: 'Format' },
  venue: { id: 'events.facts.venue', defaultMessage: 'Venue' },
  online: { id: 'events.facts.online', defaultMessage: 'Online' },
  ownRooms: {
    id: 'events.facts.ownRooms',
    defaultMessage: 'Each meeting has its own video room: the link is in your agenda',
  },
  linkLater: {
    id: 'events.facts.linkLater',
    defaultMessage: 'The meeting link is shared with participants before the event',
  },
  attending: { id: 'events.facts.attending', defaultMessage: 'Attending' },
  openTo: { id: 'events.facts.openTo', defaultMessage: 'Open to' },
  registration: { id: 'events.facts.registration', defaultMessage: 'Registration' },
  details: { id: 'events.facts.details', defaultMessage: 'Details' },
});

type EventData = ParticipantEventQuery['event'];

/** When, where, how and who: the facts of an event in a compact two-column list. */
export function EventFacts({ event: e }: { event: EventData }) {
  const t = useT();
  const rows: [string, React.ReactNode][] = [];
  rows.push([
    t(m.when),
    <>
      {dateRange(e.startDate, e.endDate, e.timezone)}
      <Text span display="block" size="xs" c="dimmed">
        {zoneLabel(e.timezone, e.startDate, t)} · {e.timezone}
      </Text>
    </>,
  ]);
  rows.push([
    t(m.format),
    <Badge key="f" variant="outline" color="gray" size="sm">
      {formatLabel(e.format, t)}
    </Badge>,
  ]);
  if (e.format !== 'DIGITAL')
    rows.push([t(m.venue), placeText({ format: 'PHYSICAL', venue: e.venue }, t)]);
  if (e.format !== 'PHYSICAL') {
    rows.push([
      t(m.online),
      e.meetingLink && !e.meetingLink.includes('{meeting}') ? (
        <Anchor
          key="l"
          href={e.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {e.meetingLink.replace(/^https?:\/\//, '')}
        </Anchor>
      ) : e.meetingLink ? (
        t(m.ownRooms)
      ) : (
        t(m.linkLater)
      ),
    ]);
  }
  rows.push([
    t(m.attending),
    // Participants see who takes part, not how many registrations wait for the organisers.
    attendeeText(e.attendees, t),
  ]);
  const openTo = openToText(e.restrictedTo);
  if (openTo) rows.push([t(m.openTo), openTo]);
  if (e.status !== 'PREVIOUS') rows.push([t(m.registration), registrationText(e, t)]);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        {t(m.details)}
      </Title>
      <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0} layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={104} c="dimmed" fw={500} fz="sm" style={{ verticalAlign: 'top' }}>
                {label}
              </Table.Th>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
