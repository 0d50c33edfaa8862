import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { can, FOLLOW_UP_RESULT_LABELS, OUTCOME_LABELS, roleOf } from '@matchday/shared';
import { useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { EventFollowUpDocument, type EventFollowUpQuery } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { errorsFromGraphQL } from '../../../../lib/form-errors.ts';
import { useRecordFollowUp, useSetSecondStageDays } from '../../hooks/useOrganiserFollowUp.ts';
import { FollowUpForm } from '../forms/FollowUpForm.tsx';

type Meeting = NonNullable<EventFollowUpQuery['event']>['meetings'][number];
const SIDE_LABEL = { STARTUP: 'Startup', CORPORATE: 'Corporate', ORGANISER: 'Organisers' } as const;

function RatingCell({ m, side }: { m: Meeting; side: 'STARTUP' | 'CORPORATE' }) {
  const r = m.ratings.find((x) => x.side === side);
  if (!r)
    return (
      <Text size="sm" c="dimmed">
        Not rated
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {r.score}/5{' '}
        {r.wantsFollowUp && (
          <Badge size="xs" variant="light">
            wants follow-up
          </Badge>
        )}
      </Text>
      {r.comment && (
        <Text size="xs" c="dimmed">
          “{r.comment}”
        </Text>
      )}
    </Stack>
  );
}

function ReportsCell({ m }: { m: Meeting }) {
  if (!m.followUps.length)
    return (
      <Text size="sm" c="dimmed">
        None yet
      </Text>
    );
  return (
    <Stack gap={4}>
      {m.followUps.map((f) => (
        <Text size="xs" key={f.id}>
          <strong>{SIDE_LABEL[f.side]}:</strong> {FOLLOW_UP_RESULT_LABELS[f.result]}
          {f.outcomes.length > 0 &&
            ` · ${f.outcomes.map((o) => `${OUTCOME_LABELS[o.kind]}${o.happenedOn ? ` ${o.happenedOn}` : ''}`).join(', ')}`}
          {f.source && ` (source: ${f.source})`}
        </Text>
      ))}
    </Stack>
  );
}

function SecondStage(props: { eventId: string; days: number }) {
  const [days, setDays] = useState<number | string>(props.days);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useSetSecondStageDays();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NumberInput
        label="Second-stage mail, days after the event"
        description="Both parties are asked what came of each held meeting"
        min={1}
        max={730}
        w={340}
        value={days}
        onChange={(v) => {
          setDays(v);
          setSaved(false);
        }}
        error={error}
      />
      <Button
        variant="default"
        loading={loading}
        onClick={async () => {
          try {
            await save({ variables: { eventId: props.eventId, days: Number(days) } });
            setError(null);
            setSaved(true);
          } catch (err) {
            const e = errorsFromGraphQL(err);
            setError(e.secondStageDays ?? e[''] ?? 'Could not save');
          }
        }}
      >
        Save
      </Button>
      {saved && (
        <Text size="sm" c="teal.8" role="status">
          Saved
        </Text>
      )}
    </Group>
  );
}

/**
 * The admin event page's Follow-up tab: each held meeting's ratings by side and its follow-up
 * reports; organisers record an outcome they learned of by other means and set when the
 * second-stage mail goes. An incubator reads its startups' meetings without those tools
 * (`recordFollowUps`, decision 077).
 */
export function FollowUpTab({ eventId }: { eventId: string }) {
  const mayRecord = can(roleOf(useSessionUser()), 'recordFollowUps');
  const { data, loading, error } = useQuery(EventFollowUpDocument, { variables: { id: eventId } });
  const [recording, setRecording] = useState<Meeting | null>(null);
  const [record] = useRecordFollowUp();
  const e = data?.event;
  if (!e) {
    if (loading)
      return <Skeleton h={240} radius="md" role="status" aria-label="Loading the follow-up" />;
    return (
      <Alert color="red" variant="light" role="alert" title="The follow-up could not be loaded">
        {error?.message ?? 'No such event'}
      </Alert>
    );
  }
  const held = e.meetings.filter((m) => m.status === 'HELD');
  const ratings = held.flatMap((m) => m.ratings);
  const avg = (side: string) => {
    const list = ratings.filter((r) => r.side === side);
    return list.length ? (list.reduce((s, r) => s + r.score, 0) / list.length).toFixed(1) : '–';
  };
  const followUp = held.filter(
    (m) => m.followUps.length > 0 || m.ratings.some((r) => r.wantsFollowUp),
  ).length;
  const stats = [
    ['Held meetings', String(held.length)],
    ['Rated by both sides', String(held.filter((m) => m.ratings.length === 2).length)],
    ['Average score, startups', avg('STARTUP')],
    ['Average score, corporates', avg('CORPORATE')],
    ['Follow-up rate', held.length ? `${Math.round((100 * followUp) / held.length)}%` : '–'],
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {stats.map(([label, value]) => (
          <Paper withBorder radius="md" p="sm" key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {mayRecord && <SecondStage eventId={eventId} days={e.secondStageDays} />}
      <Title order={2} size="h4">
        Held meetings
      </Title>
      {held.length === 0 ? (
        <EmptyState title="No held meetings yet">
          Ratings and outcomes appear here once meetings are marked as held.
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label="Ratings and outcomes of held meetings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Meeting</Table.Th>
                <Table.Th>Startup’s rating</Table.Th>
                <Table.Th>Corporate’s rating</Table.Th>
                <Table.Th>Follow-up</Table.Th>
                {mayRecord && (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {held.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {m.startup?.name} × {m.corporate?.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(m.startsAt, { timeZone: e.timezone })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RatingCell m={m} side="STARTUP" />
                  </Table.Td>
                  <Table.Td>
                    <RatingCell m={m} side="CORPORATE" />
                  </Table.Td>
                  <Table.Td>
                    <ReportsCell m={m} />
                  </Table.Td>
                  {mayRecord && (
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setRecording(m)}
                        aria-label={`Record outcome: ${m.startup?.name} × ${m.corporate?.name}`}
                      >
                        Record outcome
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={!!recording}
        onClose={() => setRecording(null)}
        title="Record an outcome"
        size="lg"
      >
        {recording && (
          <FollowUpForm
            withSource
            counterpart={`${recording.startup?.name} and ${recording.corporate?.name}`}
            submitLabel="Record outcome"
            onSubmit={async (values) => {
              try {
                await record({
                  variables: {
                    meetingId: recording.id,
                    input: {
                      result: values.result,
                      outcomes: values.outcomes.map((o) => ({
                        kind: o.kind,
                        happenedOn: o.happenedOn ?? null,
                      })),
                      comment: values.comment ?? null,
                      source: values.source ?? null,
                    },
                  },
                });
                setRecording(null);
                return null;
              } catch (err) {
                return errorsFromGraphQL(err);
              }
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
