import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { WithProgrammeContact } from '../../../../components/ProgrammeContact.tsx';
import { useJoinEvent } from '../../hooks/useJoinEvent.ts';
import { useWithdrawFromEvent } from '../../hooks/useWithdrawFromEvent.ts';
import { AttendanceBadge } from './AttendanceBadge.tsx';
import type { AttendanceStateValue } from './event-text.ts';
import {
  registrationActions,
  stateExplanation,
  type ParticipantRole,
  type RegistrationSituation,
} from './registration.ts';

const message = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong');

/**
 * Where the own organisation stands at an event, what that means and what comes next, with the
 * actions its role has: register, accept or decline an invitation, withdraw (startups only).
 */
export function RegistrationCard(props: {
  role: ParticipantRole;
  event: {
    id: string;
    name: string;
    status: string;
    registrationOpen: boolean;
    myAttendance: { state: AttendanceStateValue; declineReason?: string | null } | null;
  };
}) {
  const { event } = props;
  const situation: RegistrationSituation = {
    role: props.role,
    state: event.myAttendance?.state ?? null,
    status: event.status,
    registrationOpen: event.registrationOpen,
  };
  const actions = registrationActions(situation);
  const explained = stateExplanation(situation);
  const [join, joining] = useJoinEvent();
  const [withdraw] = useWithdrawFromEvent();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const runJoin = async (done: string) => {
    setProblem(null);
    setNotice(null);
    try {
      await join({ variables: { eventId: event.id } });
      setNotice(done);
    } catch (e) {
      setProblem(message(e));
    }
  };
  const runWithdraw = (done: string) => async () => {
    setProblem(null);
    setNotice(null);
    await withdraw({ variables: { eventId: event.id } });
    setNotice(done);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="registration-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4">
            Your registration
          </Title>
          {situation.state && (
            <AttendanceBadge state={situation.state} over={event.status === 'PREVIOUS'} />
          )}
        </Group>
        <div role="status" aria-live="polite">
          <Text fw={600} size="sm">
            {explained.title}
          </Text>
          <Text size="sm" c="dimmed">
            <WithProgrammeContact text={explained.text} subject={`About ${event.name}`} />
          </Text>
          {situation.state === 'DECLINED' && event.myAttendance?.declineReason && (
            <Text size="sm" mt={4} data-testid="decline-reason">
              Their reason: {event.myAttendance.declineReason}
            </Text>
          )}
        </div>
        {actions.length > 0 && (
          <Group gap="sm">
            {actions.includes('register') && (
              <Button
                loading={joining.loading}
                onClick={() =>
                  void runJoin(
                    'You are registered. A confirmation is on its way by e-mail; the organisers confirm your place.',
                  )
                }
              >
                Register
              </Button>
            )}
            {actions.includes('accept') && (
              <Button
                loading={joining.loading}
                onClick={() =>
                  void runJoin(
                    'Invitation accepted: you take part. A confirmation is on its way by e-mail.',
                  )
                }
              >
                Accept invitation
              </Button>
            )}
            {actions.includes('decline') && (
              <ConfirmAction
                label="Decline"
                title="Decline the invitation?"
                message={`Your company will not take part in ${event.name}. The organisers see that you declined.`}
                confirmLabel="Decline invitation"
                buttonProps={{ variant: 'default' }}
                onConfirm={runWithdraw('You declined the invitation.')}
              />
            )}
            {actions.includes('withdraw') && (
              <ConfirmAction
                label="Withdraw"
                title={`Withdraw from ${event.name}?`}
                message="The organisers see that you withdrew, and no meetings are scheduled for you. You can register again while registration is open."
                confirmLabel="Withdraw"
                buttonProps={{ variant: 'outline', color: 'red' }}
                onConfirm={runWithdraw('You withdrew from the event.')}
              />
            )}
          </Group>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title="That did not work">
            {problem}
          </Alert>
        )}
        {notice && !problem && (
          <Alert color="green" variant="light" role="status">
            {notice}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
