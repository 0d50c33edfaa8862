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

import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  failed: { id: 'events.reg.failed', defaultMessage: 'Something went wrong' },
  title: { id: 'events.reg.title', defaultMessage: 'Your registration' },
  about: { id: 'events.reg.about', defaultMessage: 'About {event}' },
  reason: { id: 'events.reg.reason', defaultMessage: 'Their reason: {reason}' },
  registered: {
    id: 'events.reg.registered',
    defaultMessage:
      'You are registered. A confirmation is on its way by e-mail; the organisers confirm your place.',
  },
  register: { id: 'events.reg.register', defaultMessage: 'Register' },
  accepted: {
    id: 'events.reg.accepted',
    defaultMessage: 'Invitation accepted: you take part. A confirmation is on its way by e-mail.',
  },
  accept: { id: 'events.reg.accept', defaultMessage: 'Accept invitation' },
  decline: { id: 'events.reg.decline', defaultMessage: 'Decline' },
  declineTitle: { id: 'events.reg.declineTitle', defaultMessage: 'Decline the invitation?' },
  declineText: {
    id: 'events.reg.declineText',
    defaultMessage:
      'Your company will not take part in {event}. The organisers see that you declined.',
  },
  declineConfirm: { id: 'events.reg.declineConfirm', defaultMessage: 'Decline invitation' },
  declined: { id: 'events.reg.declined', defaultMessage: 'You declined the invitation.' },
  withdraw: { id: 'events.reg.withdraw', defaultMessage: 'Withdraw' },
  withdrawTitle: { id: 'events.reg.withdrawTitle', defaultMessage: 'Withdraw from {event}?' },
  withdrawText: {
    id: 'events.reg.withdrawText',
    defaultMessage:
      'The organisers see that you withdrew, and no meetings are scheduled for you. You can register again while registration is open.',
  },
  withdrawn: { id: 'events.reg.withdrawn', defaultMessage: 'You withdrew from the event.' },
  problem: { id: 'events.reg.problem', defaultMessage: 'That did not work' },
});

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
  const t = useT();
  const message = (e: unknown) => (e instanceof Error ? e.message : t(m.failed));
  const { event } = props;
  const situation: RegistrationSituation = {
    role: props.role,
    state: event.myAttendance?.state ?? null,
    status: event.status,
    registrationOpen: event.registrationOpen,
  };
  const actions = registrationActions(situation);
  const explained = stateExplanation(situation, t);
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
            {t(m.title)}
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
            <WithProgrammeContact
              text={explained.text}
              subject={t(m.about, { event: event.name })}
            />
          </Text>
          {situation.state === 'DECLINED' && event.myAttendance?.declineReason && (
            <Text size="sm" mt={4} data-testid="decline-reason">
              {t(m.reason, { reason: event.myAttendance.declineReason })}
            </Text>
          )}
        </div>
        {actions.length > 0 && (
          <Group gap="sm">
            {actions.includes('register') && (
              <Button loading={joining.loading} onClick={() => void runJoin(t(m.registered))}>
                {t(m.register)}
              </Button>
            )}
            {actions.includes('accept') && (
              <Button loading={joining.loading} onClick={() => void runJoin(t(m.accepted))}>
                {t(m.accept)}
              </Button>
            )}
            {actions.includes('decline') && (
              <ConfirmAction
                label={t(m.decline)}
                title={t(m.declineTitle)}
                message={t(m.declineText, { event: event.name })}
                confirmLabel={t(m.declineConfirm)}
                buttonProps={{ variant: 'default' }}
                onConfirm={runWithdraw(t(m.declined))}
              />
            )}
            {actions.includes('withdraw') && (
              <ConfirmAction
                label={t(m.withdraw)}
                title={t(m.withdrawTitle, { event: event.name })}
                message={t(m.withdrawText)}
                confirmLabel={t(m.withdraw)}
                buttonProps={{ variant: 'outline', color: 'red' }}
                onConfirm={runWithdraw(t(m.withdrawn))}
              />
            )}
          </Group>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t(m.problem)}>
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
