import { useQuery } from '@apollo/client/react';
import { Alert, Modal, Skeleton, Stack, Title } from '@mantine/core';
import { can, roleOf } from '@matchday/shared';
import { useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { EventFollowUpDocument } from '../../../../gql/admin.ts';
import { errorsFromGraphQL } from '../../../../lib/form-errors.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { useRecordFollowUp } from '../../hooks/useOrganiserFollowUp.ts';
import { FollowUpForm } from '../forms/FollowUpForm.tsx';
import { FollowUpFigures } from './FollowUpFigures.tsx';
import { HeldMeetings } from './HeldMeetings.tsx';
import { MailSchedule } from './MailSchedule.tsx';
import type { Meeting } from './RatingCells.tsx';
import { SecondStage } from './SecondStage.tsx';

/**
 * The admin event page's Follow-up tab: the event's figures (the funnel, as on the Reports
 * page), each held meeting's ratings by side and its follow-up reports; organisers record an
 * outcome they learned of by other means, set when the second-stage mail goes and see when each
 * follow-up mail went or goes (sending a past event's missing rating mails by hand). An incubator
 * reads its startups' meetings without those tools (`recordFollowUps`, decision 077).
 */
export function FollowUpTab({ eventId }: { eventId: string }) {
  const mayRecord = can(roleOf(useSessionUser()), 'recordFollowUps');
  const { data, loading, error } = useQuery(EventFollowUpDocument, { variables: { id: eventId } });
  const [recording, setRecording] = useState<Meeting | null>(null);
  const [record] = useRecordFollowUp();
  const e = data?.event;
  if (!e || !data.funnel) {
    if (loading)
      return <Skeleton h={240} radius="md" role="status" aria-label="Loading the follow-up" />;
    return (
      <Alert color="red" variant="light" role="alert" title="The follow-up could not be loaded">
        {error?.message ?? 'No such event'}
      </Alert>
    );
  }
  const held = e.meetings.filter((m) => m.status === 'HELD');
  return (
    <Stack gap="lg">
      <FollowUpFigures f={data.funnel} />
      {mayRecord && <SecondStage eventId={eventId} days={e.secondStageDays} />}
      <Title order={2} size="h4">
        Held meetings
      </Title>
      {held.length === 0 ? (
        <EmptyState title="No held meetings yet">
          Ratings and outcomes appear here once meetings are marked as held.
        </EmptyState>
      ) : (
        <HeldMeetings
          held={held}
          timeZone={e.timezone}
          onRecord={mayRecord ? setRecording : undefined}
        />
      )}
      {mayRecord && <MailSchedule eventId={eventId} />}
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
