import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { plural } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { FollowUpScheduleDocument, type FollowUpScheduleQuery } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useSendRatingMails } from '../../hooks/useFollowUpMails.ts';
import { NotAsked } from './NotAsked.tsx';
import { WRAP } from './RatingCells.tsx';

type Schedule = NonNullable<FollowUpScheduleQuery['followUpSchedule']>;
type Row = Schedule['rows'][number];
type Planned = Row['rating'];

const SIDE = { STARTUP: 'Startup', CORPORATE: 'Corporate' } as const;
const pairOf = (r: { startupName: string; corporateName: string }) =>
  `${r.startupName} × ${r.corporateName}`;

/** One mail: sent at, due at, or why it will not go. */
function MailCell({ p, timeZone, loadedAt }: { p: Planned; timeZone: string; loadedAt: number }) {
  if (p.sentAt)
    return (
      <Text size="sm">
        <Text span size="sm" c="teal.9" fw={600}>
          Sent
        </Text>{' '}
        {formatDateTime(p.sentAt, { timeZone, zoneLabel: false })}
      </Text>
    );
  if (p.dueAt) {
    // Past its time: the sweep sends it within a minute. (The heading names the zone.)
    const now = new Date(String(p.dueAt)).getTime() <= loadedAt;
    return (
      <Text size="sm">
        <Text span size="sm" fw={600}>
          {now ? 'Due now' : 'Due'}
        </Text>{' '}
        {now
          ? `(since ${formatDateTime(p.dueAt, { timeZone, zoneLabel: false })})`
          : formatDateTime(p.dueAt, { timeZone, zoneLabel: false })}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" style={WRAP}>
      {p.skipped ?? 'Not planned'}
    </Text>
  );
}

type Props = { rows: Row[]; timeZone: string; loadedAt: number };

const COLUMNS = [
  ['rating', 'Rating mail'],
  ['reminder', 'Reminder'],
  ['secondStage', 'Second stage'],
] as const;

function ScheduleTable({ rows, timeZone, loadedAt }: Props) {
  return (
    <Table
      striped
      verticalSpacing="xs"
      layout="fixed"
      styles={{ td: { verticalAlign: 'top' } }}
      aria-label="Schedule of follow-up mails"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="24%">Meeting</Table.Th>
          <Table.Th w="11%">Side</Table.Th>
          {COLUMNS.map(([key, label]) => (
            <Table.Th key={key}>{label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.meetingId}-${r.side}`}>
            <Table.Td>
              <Text size="sm" fw={600} style={WRAP}>
                {pairOf(r)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{SIDE[r.side]}</Text>
            </Table.Td>
            {COLUMNS.map(([key]) => (
              <Table.Td key={key}>
                <MailCell p={r[key]} timeZone={timeZone} loadedAt={loadedAt} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ScheduleCards({ rows, timeZone, loadedAt }: Props) {
  return (
    <Stack gap="sm" role="list" aria-label="Schedule of follow-up mails">
      {rows.map((r) => (
        <Paper
          withBorder
          radius="md"
          p="sm"
          key={`${r.meetingId}-${r.side}`}
          role="listitem"
          aria-label={`${SIDE[r.side]} side: ${r.startupName} and ${r.corporateName}`}
        >
          <Text size="sm" fw={600} style={WRAP}>
            {pairOf(r)}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {SIDE[r.side]} side
          </Text>
          <SimpleGrid cols={1} spacing={4}>
            {COLUMNS.map(([key, label]) => (
              <Group key={key} gap="xs" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" w={90} style={{ flexShrink: 0 }} mt={2}>
                  {label}
                </Text>
                <MailCell p={r[key]} timeZone={timeZone} loadedAt={loadedAt} />
              </Group>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The follow-up mails organisers can see coming: per held meeting and side when the rating
 * mail, its reminder and the second-stage mail went or go (in the event's zone), who will not be
 * asked and why, and — once the event is over — the rating mails that never went, sent by hand.
 */
export function MailSchedule({ eventId }: { eventId: string }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { data, error } = useQuery(FollowUpScheduleDocument, { variables: { eventId } });
  const [send] = useSendRatingMails();
  const [sent, setSent] = useState<number | null>(null);
  // When the schedule was read: a due time before it is due now.
  const [loadedAt] = useState(() => Date.now());
  const s = data?.followUpSchedule;
  if (!s) {
    if (error)
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="The mail schedule could not be loaded"
        >
          {error.message}
        </Alert>
      );
    return <Skeleton h={160} radius="md" role="status" aria-label="Loading the mail schedule" />;
  }
  const n = s.ratingMailsToSend;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h4">
            Follow-up mails
          </Title>
          <Text size="sm" c="dimmed">
            When each side is asked to rate, reminded and asked what came of it. Times in{' '}
            {s.timezone}.
          </Text>
        </div>
        {s.eventOver && n > 0 && (
          <ConfirmAction
            label="Send rating mails now"
            title="Send rating mails now?"
            message={`This sends ${plural(n, 'rating mail')} now, to the people of each held meeting’s side that never got one and has not rated. Each side gets it once.`}
            confirmLabel={`Send ${plural(n, 'mail')}`}
            color="teal"
            buttonProps={{ variant: 'light' }}
            onConfirm={async () => {
              const res = await send({ variables: { eventId } });
              setSent(res.data?.sendRatingMails ?? 0);
            }}
          />
        )}
      </Group>
      {sent !== null && (
        <Text size="sm" c="teal.8" role="status">
          {plural(sent, 'rating mail')} sent
        </Text>
      )}
      {s.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No held meetings yet: their mails are planned once meetings are marked as held.
        </Text>
      ) : phone ? (
        <ScheduleCards rows={s.rows} timeZone={s.timezone} loadedAt={loadedAt} />
      ) : (
        <ScheduleTable rows={s.rows} timeZone={s.timezone} loadedAt={loadedAt} />
      )}
      <NotAsked items={s.notAsked} />
    </Stack>
  );
}
