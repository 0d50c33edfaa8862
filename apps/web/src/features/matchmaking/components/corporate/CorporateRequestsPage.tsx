import { useQuery } from '@apollo/client/react';
import { Alert, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import {
  PairingRequestsDocument,
  type PairingRequestFieldsFragment,
} from '../../../../gql/corp.ts';
import { useAnswerPairing } from '../../hooks/useAnswerPairing.ts';
import { EventFrame, LoadingList, type FrameEvent } from '../shared/EventFrame.tsx';
import { RequestCard } from '../shared/RequestCard.tsx';

function Answer(props: { request: PairingRequestFieldsFragment; onDone: (text: string) => void }) {
  const [answer] = useAnswerPairing();
  const name = props.request.startup?.name ?? 'the startup';
  const run = (accept: boolean) => async () => {
    await answer({ variables: { requestId: props.request.id, accept } });
    props.onDone(
      accept
        ? `You accepted ${name}’s request: the meeting goes to the schedule and ${name} is told.`
        : `You declined ${name}’s request; ${name} is told.`,
    );
  };
  return (
    <Group gap="sm" pt="xs">
      <ConfirmAction
        label="Accept"
        title={`Meet ${name}?`}
        message={`The meeting becomes a confirmed meeting request that the organisers schedule, and ${name} is told by e-mail. This cannot be undone here.`}
        confirmLabel="Accept and meet"
        color="matchday"
        buttonProps={{ size: 'sm', 'aria-label': `Accept the request from ${name}` }}
        onConfirm={run(true)}
      />
      <ConfirmAction
        label="Decline"
        title={`Decline ${name}’s request?`}
        message={`${name} is told by e-mail that you will not meet at this event. This cannot be undone.`}
        confirmLabel="Decline request"
        buttonProps={{
          size: 'sm',
          variant: 'outline',
          color: 'red',
          'aria-label': `Decline the request from ${name}`,
        }}
        onConfirm={run(false)}
      />
    </Group>
  );
}

function Inbox(props: { event: FrameEvent; profilePath: (id: string) => string }) {
  const e = props.event;
  const { data, loading, error } = useQuery(PairingRequestsDocument, {
    variables: { eventId: e.id },
  });
  const [notice, setNotice] = useState<string | null>(null);
  if (!data && loading) return <LoadingList label="Loading the requests" rows={2} />;
  if (!data && error) {
    return (
      <Alert color="red" variant="light" role="alert" title="The requests could not be loaded">
        {error.message}
      </Alert>
    );
  }
  const all = data?.pairingRequests ?? [];
  const pending = all.filter((r) => r.state === 'PENDING');
  const answered = all.filter((r) => r.state !== 'PENDING');
  if (!all.length) {
    return (
      <EmptyState title="No pairing requests yet">
        Startups at this event can ask to meet your organisation, with a message and the need it
        answers. Their requests appear here, and you get an e-mail for each.
      </EmptyState>
    );
  }
  const card = (r: PairingRequestFieldsFragment, withActions: boolean) => (
    <div role="listitem" key={r.id}>
      <RequestCard
        request={r}
        party="startup"
        timezone={e.timezone}
        profilePath={props.profilePath}
        actions={withActions ? <Answer request={r} onDone={setNotice} /> : undefined}
      />
    </div>
  );
  return (
    <Stack gap="lg">
      {notice && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      <section aria-labelledby="pending-title">
        <Title order={2} size="h4" mb="sm" id="pending-title">
          Waiting for your answer ({pending.length})
        </Title>
        {pending.length ? (
          <Stack gap="md" role="list" aria-labelledby="pending-title">
            {pending.map((r) => card(r, true))}
          </Stack>
        ) : (
          <EmptyState title="Nothing waiting">
            You have answered every request. New ones appear here.
          </EmptyState>
        )}
      </section>
      {answered.length > 0 && (
        <section aria-labelledby="answered-title">
          <Title order={2} size="h4" mb="sm" id="answered-title">
            Answered and expired ({answered.length})
          </Title>
          <Stack gap="md" role="list" aria-labelledby="answered-title">
            {answered.map((r) => card(r, false))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/** `/corporate/events/:id/requests` (the `pairing-request` mail links here): the inbox. */
export function CorporateRequestsPage(props: { profilePath: (id: string) => string }) {
  return (
    <EventFrame
      title="Pairing requests"
      description="Startups that asked to meet your organisation at this event. Accept to add the meeting to the schedule; requests not answered expire when the selection closes."
    >
      {(event) => <Inbox event={event} profilePath={props.profilePath} />}
    </EventFrame>
  );
}
