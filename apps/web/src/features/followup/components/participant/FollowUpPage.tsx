import { useQuery } from '@apollo/client/react';
import { Alert, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { MyFollowUpsDocument, type MyFollowUpsQuery } from '../../../../gql/startup.ts';
import { errorsFromGraphQL } from '../../../../lib/form-errors.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import {
  useCorrectOwnRating,
  useRateOwnMeeting,
  useReportOwnFollowUp,
} from '../../hooks/useFollowUpMutations.ts';
import { FollowUpForm } from '../forms/FollowUpForm.tsx';
import { RatingForm } from '../forms/RatingForm.tsx';
import { MeetingCard, type CardForm } from './MeetingCard.tsx';

type Meeting = MyFollowUpsQuery['myMeetings'][number];
type Open = { meeting: Meeting; form: CardForm } | null;
const TITLES: Record<CardForm, string> = {
  rate: 'Rate the meeting',
  correct: 'Correct your rating',
  'follow-up': 'Report the follow-up',
};

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

/**
 * `/startup/events/:id/feedback`, `/corporate/events/:id/feedback`: the own organisation's held
 * meetings at the event — rate each (once per side; the author corrects it within 7 days) and
 * report what came of it.
 */
export function FollowUpPage(props: { role: 'startup' | 'corp' }) {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MyFollowUpsDocument, {
    variables: { eventId: id },
    skip: !id,
  });
  const [open, setOpen] = useState<Open>(null);
  const [rate] = useRateOwnMeeting();
  const [correct] = useCorrectOwnRating();
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
        title={open ? TITLES[open.form] : ''}
        size="lg"
      >
        {(open?.form === 'rate' || open?.form === 'correct') && (
          <RatingForm
            counterpart={counterpartOf(open.meeting)}
            initial={open.form === 'correct' ? open.meeting.myRating : null}
            submitLabel={open.form === 'correct' ? 'Save the correction' : undefined}
            onSubmit={async (input) => {
              try {
                const variables = { meetingId: open.meeting.id, input };
                if (open.form === 'correct') await correct({ variables });
                else await rate({ variables });
                setSaved(
                  open.form === 'correct'
                    ? `Your rating of the meeting with ${counterpartOf(open.meeting)} is corrected; the organisers keep the earlier version.`
                    : `Thank you: your rating of the meeting with ${counterpartOf(open.meeting)} is saved.`,
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
