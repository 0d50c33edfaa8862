import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FOLLOW_UP_RESULT_LABELS, OUTCOME_LABELS } from '@matchday/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { MyFollowUpsDocument, type MyFollowUpsQuery } from '../../../../gql/startup.ts';
import { formatDateTime, zoneName } from '../../../../lib/dates.ts';
import { errorsFromGraphQL } from '../../../../lib/form-errors.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useRateOwnMeeting, useReportOwnFollowUp } from '../../hooks/useFollowUpMutations.ts';
import { FollowUpForm } from '../forms/FollowUpForm.tsx';
import { RatingForm } from '../forms/RatingForm.tsx';

type Meeting = MyFollowUpsQuery['myMeetings'][number];
type Open = { meeting: Meeting; form: 'rate' | 'follow-up' } | null;

function Loading() {
  return (
    <Stack gap="md" maw={900} aria-busy="true" role="status" aria-label="Loading your meetings">
      <Skeleton h={32} w="40%" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={96} radius="md" />
      ))}
    </Stack>
  );
}

function MeetingCard(props: {
  meeting: Meeting;
  counterpart: string;
  timezone: string;
  onOpen: (form: 'rate' | 'follow-up') => void;
}) {
  const m = props.meeting;
  const rating = m.myRating;
  const report = m.myFollowUp;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Meeting with ${props.counterpart}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {props.counterpart}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(m.startsAt, { timeZone: props.timezone })}{' '}
            {zoneName(m.startsAt, props.timezone)}
          </Text>
        </Group>
        {rating ? (
          <Text size="sm">
            <Badge color="teal" variant="light" mr="xs">
              Rated {rating.score}/5
            </Badge>
            {rating.wantsFollowUp ? 'You want a follow-up.' : 'No follow-up wanted.'}
            {rating.comment ? ` “${rating.comment}”` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Not rated yet.
          </Text>
        )}
        {report && (
          <Text size="sm">
            <Badge color="indigo" variant="light" mr="xs">
              {FOLLOW_UP_RESULT_LABELS[report.result]}
            </Badge>
            {report.outcomes
              .map((o) => `${OUTCOME_LABELS[o.kind]}${o.happenedOn ? ` (${o.happenedOn})` : ''}`)
              .join(', ')}
          </Text>
        )}
        <Group gap="xs">
          {!rating && (
            <Button size="compact-sm" onClick={() => props.onOpen('rate')}>
              Rate the meeting
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={() => props.onOpen('follow-up')}>
            {report ? 'Update follow-up' : 'Report follow-up'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * `/startup/events/:id/feedback`, `/corporate/events/:id/feedback`: the own organisation's held
 * meetings at the event — rate each (once per side) and report what came of it.
 */
export function FollowUpPage(props: { role: 'startup' | 'corp' }) {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MyFollowUpsDocument, {
    variables: { eventId: id },
    skip: !id,
  });
  const [open, setOpen] = useState<Open>(null);
  const [rate] = useRateOwnMeeting();
  const [report] = useReportOwnFollowUp();
  const [saved, setSaved] = useState<string | null>(null);
  usePageTitle(data?.event ? `Follow-up – ${data.event.name}` : 'Follow-up');
  const e = data?.event;
  if (!e) {
    if (loading || !id) return <Loading />;
    return (
      <Alert color="red" variant="light" role="alert" title="The meetings could not be loaded">
        {error?.message ?? 'No such event'}
      </Alert>
    );
  }
  const counterpartOf = (m: Meeting) =>
    (props.role === 'startup' ? m.corporate?.name : m.startup?.name) ?? 'the other party';
  const held = data.myMeetings.filter((m) => m.status === 'HELD');
  const toRate = held.filter((m) => !m.myRating).length;
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          Follow-up
        </Title>
        <Text c="dimmed">
          {e.name}: rate each meeting you held and tell the organisers what came of it.
          {held.length > 0 &&
            (toRate ? ` ${toRate} of ${held.length} still to rate.` : ' All rated.')}
        </Text>
      </div>
      {saved && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setSaved(null)}
        >
          {saved}
        </Alert>
      )}
      {held.length === 0 ? (
        <EmptyState title="No held meetings yet">
          Meetings appear here once they have been marked as held.
        </EmptyState>
      ) : (
        <Stack gap="sm">
          {held.map((m) => (
            <MeetingCard
              key={m.id}
              meeting={m}
              counterpart={counterpartOf(m)}
              timezone={e.timezone}
              onOpen={(form) => setOpen({ meeting: m, form })}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={!!open}
        onClose={() => setOpen(null)}
        title={open?.form === 'rate' ? 'Rate the meeting' : 'Report the follow-up'}
        size="lg"
      >
        {open?.form === 'rate' && (
          <RatingForm
            counterpart={counterpartOf(open.meeting)}
            onSubmit={async (input) => {
              try {
                await rate({ variables: { meetingId: open.meeting.id, input } });
                setSaved(
                  `Thank you: your rating of the meeting with ${counterpartOf(open.meeting)} is saved.`,
                );
                setOpen(null);
                return null;
              } catch (err) {
                return errorsFromGraphQL(err);
              }
            }}
          />
        )}
        {open?.form === 'follow-up' && (
          <FollowUpForm
            counterpart={counterpartOf(open.meeting)}
            initial={
              open.meeting.myFollowUp
                ? {
                    result: open.meeting.myFollowUp.result,
                    outcomes: open.meeting.myFollowUp.outcomes,
                  }
                : null
            }
            onSubmit={async (values) => {
              try {
                await report({
                  variables: {
                    meetingId: open.meeting.id,
                    input: {
                      result: values.result,
                      outcomes: values.outcomes.map((o) => ({
                        kind: o.kind,
                        happenedOn: o.happenedOn ?? null,
                      })),
                      comment: values.comment ?? null,
                    },
                  },
                });
                setSaved(
                  `Thank you: the follow-up of the meeting with ${counterpartOf(open.meeting)} is saved.`,
                );
                setOpen(null);
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
