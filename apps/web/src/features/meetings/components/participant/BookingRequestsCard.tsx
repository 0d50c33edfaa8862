import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  MyBookingRequestsDocument,
  type BookingRequestFieldsFragment,
} from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { useAnswerMeetingRequest } from '../../hooks/useAnswerMeetingRequest.ts';
import { dayOf, timeRange } from '../../lib/agenda-time.ts';
import { ProposeTimeModal } from '../booking/ProposeTimeModal.tsx';

const m = defineMessages({
  title: { id: 'booking.requests.title', defaultMessage: 'Meeting requests' },
  intro: {
    id: 'booking.requests.intro',
    defaultMessage:
      'Participants of this event book meetings with each other. Answer the requests you received; an accepted one is on both agendas at once.',
  },
  loading: { id: 'booking.requests.loading', defaultMessage: 'Loading your meeting requests' },
  failed: {
    id: 'booking.requests.failed',
    defaultMessage: 'Your meeting requests could not be loaded',
  },
  empty: { id: 'booking.requests.empty', defaultMessage: 'No meeting requests yet.' },
  from: { id: 'booking.requests.from', defaultMessage: 'From {name}' },
  to: { id: 'booking.requests.to', defaultMessage: 'To {name}' },
  when: { id: 'booking.requests.when', defaultMessage: '{day}, {range}' },
  accept: { id: 'booking.requests.accept', defaultMessage: 'Accept' },
  decline: { id: 'booking.requests.decline', defaultMessage: 'Decline' },
  propose: { id: 'booking.requests.propose', defaultMessage: 'Propose another time' },
  declineTitle: {
    id: 'booking.requests.declineTitle',
    defaultMessage: 'Decline the request from {name}?',
  },
  reason: { id: 'booking.requests.reason', defaultMessage: 'Reason (optional, {name} reads it)' },
  keep: { id: 'booking.requests.keep', defaultMessage: 'Keep it' },
  declineConfirm: { id: 'booking.requests.declineConfirm', defaultMessage: 'Decline the request' },
  PENDING: { id: 'booking.state.pending', defaultMessage: 'Waiting for an answer' },
  ACCEPTED: { id: 'booking.state.accepted', defaultMessage: 'Booked' },
  DECLINED: { id: 'booking.state.declined', defaultMessage: 'Declined' },
  COUNTERED: { id: 'booking.state.countered', defaultMessage: 'Another time proposed' },
  EXPIRED: { id: 'booking.state.expired', defaultMessage: 'Expired' },
});

type Request = BookingRequestFieldsFragment;

/**
 * On the agenda of an event where participants book (PARTICIPANTS or HYBRID): the meeting
 * requests the organisation received and sent, each with its time in the event's zone; a
 * received one that waits can be accepted or declined (with a reason, after a confirmation).
 */
export function BookingRequestsCard(props: { eventId: string }) {
  const t = useT();
  const { data, loading, error } = useQuery(MyBookingRequestsDocument, {
    variables: { eventId: props.eventId },
  });
  const { accept, decline, busy } = useAnswerMeetingRequest();
  const [declining, setDeclining] = useState<Request | null>(null);
  const [proposing, setProposing] = useState<Request | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (loading && !data) return <Skeleton h={120} radius="md" aria-label={t(m.loading)} />;
  if (error && !data) {
    return (
      <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
        {error.message}
      </Alert>
    );
  }
  const mode = data?.event?.booking.schedulingMode;
  if (!data?.event || !mode || mode === 'ORGANISER') return null;
  const zone = data.event.timezone;
  const requests = data.myBookingRequests;
  const run = (p: Promise<unknown>) => {
    setProblem(null);
    p.catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
  };

  return (
    <Card withBorder padding="lg" data-testid="booking-requests">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(m.intro)}
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {requests.length === 0 ? (
          <Text size="sm">{t(m.empty)}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {requests.map((r) => (
              <li key={r.id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>
                      {t(r.incoming ? m.from : m.to, { name: r.counterpartName })}
                    </Text>
                    <Text size="sm">
                      {t(m.when, {
                        day: dayOf(r.startsAt, zone),
                        range: timeRange(r.startsAt, r.endsAt, zone),
                      })}
                    </Text>
                    {r.declineReason && (
                      <Text size="sm" c="dimmed">
                        {r.declineReason}
                      </Text>
                    )}
                  </Stack>
                  {r.incoming && r.state === 'PENDING' ? (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        loading={busy}
                        onClick={() => run(accept({ variables: { requestId: r.id } }))}
                      >
                        {t(m.accept)}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy}
                        onClick={() => {
                          setReason('');
                          setDeclining(r);
                        }}
                      >
                        {t(m.decline)}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy}
                        onClick={() => setProposing(r)}
                      >
                        {t(m.propose)}
                      </Button>
                    </Group>
                  ) : (
                    <Badge variant="light">{t(m[r.state])}</Badge>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <ProposeTimeModal
        eventId={props.eventId}
        request={proposing}
        onClose={() => setProposing(null)}
      />
      <Modal
        opened={!!declining}
        onClose={() => setDeclining(null)}
        title={declining ? t(m.declineTitle, { name: declining.counterpartName }) : ''}
      >
        <Stack>
          <Textarea
            label={t(m.reason, { name: declining?.counterpartName ?? '' })}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeclining(null)}>
              {t(m.keep)}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                const id = declining!.id;
                setDeclining(null);
                run(decline({ variables: { requestId: id, reason: reason.trim() || null } }));
              }}
            >
              {t(m.declineConfirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
