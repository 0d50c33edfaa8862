import { Anchor, Badge, Card, Table, Text, Title } from '@mantine/core';
import type { ParticipantEventQuery } from '../../../../gql/startup.ts';
import {
  attendeeText,
  dateRange,
  FORMAT_LABEL,
  openToText,
  placeText,
  registrationText,
  zoneLabel,
} from './event-text.ts';

type EventData = ParticipantEventQuery['event'];

/** When, where, how and who: the facts of an event in a compact two-column list. */
export function EventFacts({ event: e }: { event: EventData }) {
  const rows: [string, React.ReactNode][] = [];
  rows.push([
    'When',
    <>
      {dateRange(e.startDate, e.endDate, e.timezone)}
      <Text span display="block" size="xs" c="dimmed">
        {zoneLabel(e.timezone, e.startDate)} · {e.timezone}
      </Text>
    </>,
  ]);
  rows.push([
    'Format',
    <Badge key="f" variant="outline" color="gray" size="sm">
      {FORMAT_LABEL[e.format]}
    </Badge>,
  ]);
  if (e.format !== 'DIGITAL')
    rows.push(['Venue', placeText({ format: 'PHYSICAL', venue: e.venue })]);
  if (e.format !== 'PHYSICAL') {
    rows.push([
      'Online',
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
        'Each meeting has its own video room: the link is in your agenda'
      ) : (
        'The meeting link is shared with participants before the event'
      ),
    ]);
  }
  rows.push([
    'Attending',
    // Participants see who takes part, not how many registrations wait for the organisers.
    attendeeText(e.attendees),
  ]);
  const openTo = openToText(e.restrictedTo);
  if (openTo) rows.push(['Open to', openTo]);
  if (e.status !== 'PREVIOUS') rows.push(['Registration', registrationText(e)]);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        Details
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
