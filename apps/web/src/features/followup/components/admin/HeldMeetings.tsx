import { Button, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTime } from '../../../../lib/dates.ts';
import { RatingCell, ReportsCell, WRAP, type Meeting } from './RatingCells.tsx';

type Props = {
  held: Meeting[];
  timeZone: string;
  /** Organisers record an outcome; without it no button is shown. */
  onRecord?: (m: Meeting) => void;
};

const pairOf = (m: Meeting) => `${m.startup?.name} × ${m.corporate?.name}`;

function RecordButton(props: { m: Meeting; onRecord: (m: Meeting) => void }) {
  return (
    <Button
      size="compact-sm"
      variant="default"
      onClick={() => props.onRecord(props.m)}
      aria-label={`Record outcome: ${pairOf(props.m)}`}
    >
      Record outcome
    </Button>
  );
}

/**
 * The held meetings with each side's rating and the follow-up. On wider screens a table whose
 * columns keep their share (long comments wrap inside their cell, so "Record outcome" stays in
 * view); on phones one card per meeting.
 */
export function HeldMeetings(props: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  return phone ? <MeetingCards {...props} /> : <MeetingTable {...props} />;
}

function MeetingTable({ held, timeZone, onRecord }: Props) {
  return (
    <Table
      striped
      verticalSpacing="sm"
      layout="fixed"
      styles={{ td: { verticalAlign: 'top' } }}
      aria-label="Ratings and outcomes of held meetings"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="18%">Meeting</Table.Th>
          <Table.Th>Startup’s rating</Table.Th>
          <Table.Th>Corporate’s rating</Table.Th>
          <Table.Th w="24%">Follow-up</Table.Th>
          {onRecord && (
            <Table.Th w={170}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {held.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <Text size="sm" fw={600} style={WRAP}>
                {pairOf(m)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(m.startsAt, { timeZone })}
              </Text>
            </Table.Td>
            <Table.Td>
              <RatingCell m={m} side="STARTUP" timeZone={timeZone} />
            </Table.Td>
            <Table.Td>
              <RatingCell m={m} side="CORPORATE" timeZone={timeZone} />
            </Table.Td>
            <Table.Td>
              <ReportsCell m={m} />
            </Table.Td>
            {onRecord && (
              <Table.Td>
                <RecordButton m={m} onRecord={onRecord} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MeetingCards({ held, timeZone, onRecord }: Props) {
  return (
    <Stack gap="sm" role="list" aria-label="Ratings and outcomes of held meetings">
      {held.map((m) => (
        <Paper withBorder radius="md" p="sm" key={m.id} role="listitem" aria-label={pairOf(m)}>
          <Stack gap="xs">
            <div>
              <Text size="sm" fw={600} style={WRAP}>
                {pairOf(m)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(m.startsAt, { timeZone })}
              </Text>
            </div>
            <SimpleGrid cols={2} spacing="xs">
              <div>
                <Text size="xs" c="dimmed">
                  Startup’s rating
                </Text>
                <RatingCell m={m} side="STARTUP" timeZone={timeZone} />
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Corporate’s rating
                </Text>
                <RatingCell m={m} side="CORPORATE" timeZone={timeZone} />
              </div>
            </SimpleGrid>
            <div>
              <Text size="xs" c="dimmed">
                Follow-up
              </Text>
              <ReportsCell m={m} />
            </div>
            {onRecord && <RecordButton m={m} onRecord={onRecord} />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
