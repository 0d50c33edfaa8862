import { useQuery } from '@apollo/client/react';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { MySelectionsDocument, type MatchFieldsFragment } from '../../../../gql/startup.ts';
import { useRespondToSelection } from '../../hooks/useRespondToSelection.ts';
import { EventFrame, LoadingList, type FrameEvent } from '../shared/EventFrame.tsx';
import { DeclineSelectionButton } from './DeclineSelectionButton.tsx';
import { SelectionCard } from './SelectionCard.tsx';

function Respond(props: { match: MatchFieldsFragment; onDone: (text: string) => void }) {
  const [respond] = useRespondToSelection();
  const name = props.match.corporate?.name ?? 'the corporate';
  const confirm = async () => {
    await respond({ variables: { matchId: props.match.id, accept: true } });
    props.onDone(
      `You confirmed the meeting with ${name}. The organisers place it in the schedule.`,
    );
  };
  const decline = async (reason: string | null) => {
    await respond({ variables: { matchId: props.match.id, accept: false, reason } });
    props.onDone(`You declined the meeting with ${name}.`);
  };
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm" c="dimmed">
        Will you meet {name}?
      </Text>
      <Group gap="sm">
        <ConfirmAction
          label="Confirm"
          title={`Confirm the meeting with ${name}?`}
          message={`The meeting goes to the organisers, who place it in the schedule; ${name} sees that you confirmed. Your answer is final.`}
          confirmLabel="Confirm meeting"
          color="matchday"
          buttonProps={{ size: 'sm', 'aria-label': `Confirm the meeting with ${name}` }}
          onConfirm={confirm}
        />
        <DeclineSelectionButton corporate={name} onDecline={decline} />
      </Group>
    </Group>
  );
}

function Selections(props: { event: FrameEvent; profilePath: (id: string) => string }) {
  const e = props.event;
  const { data, loading, error } = useQuery(MySelectionsDocument, { variables: { eventId: e.id } });
  const [notice, setNotice] = useState<string | null>(null);
  if (!data && loading) return <LoadingList label="Loading your selections" rows={2} />;
  if (!data && error) {
    return (
      <Alert color="red" variant="light" role="alert" title="Your selections could not be loaded">
        {error.message}
      </Alert>
    );
  }
  const all = data?.mySelections ?? [];
  if (!all.length) {
    return (
      <EmptyState title="No corporate has chosen you yet">
        Corporates choose from their suggestions while the selection is open; you get an e-mail when
        one chooses you. Meanwhile, tell corporates about your interest under Needs, or ask one for
        a meeting under Requests.
      </EmptyState>
    );
  }
  const rank = (m: MatchFieldsFragment) => (m.choice === 'MUST_MEET' ? 0 : 1);
  const waiting = all.filter((m) => m.state === 'SELECTED').sort((a, b) => rank(a) - rank(b));
  const answered = all.filter((m) => m.state !== 'SELECTED');
  const over = e.status === 'PREVIOUS';
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
      <section aria-labelledby="waiting-title">
        <Title order={2} size="h4" mb="sm" id="waiting-title">
          Waiting for your answer ({waiting.length})
        </Title>
        {waiting.length ? (
          <Stack gap="md" role="list" aria-labelledby="waiting-title">
            {waiting.map((m) => (
              <div role="listitem" key={m.id}>
                <SelectionCard
                  match={m}
                  profilePath={props.profilePath}
                  actions={over ? undefined : <Respond match={m} onDone={setNotice} />}
                />
              </div>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            You have answered every selection.
          </Text>
        )}
      </section>
      {answered.length > 0 && (
        <section aria-labelledby="answered-title">
          <Title order={2} size="h4" mb="sm" id="answered-title">
            Answered ({answered.length})
          </Title>
          <Stack gap="md" role="list" aria-labelledby="answered-title">
            {answered.map((m) => (
              <div role="listitem" key={m.id}>
                <SelectionCard match={m} profilePath={props.profilePath} />
              </div>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/** `/startup/events/:id/selections` (the `match` mail links here). */
export function StartupSelectionsPage(props: { profilePath: (id: string) => string }) {
  return (
    <EventFrame
      title="Selections"
      description="Corporates that chose your startup at this event. Confirm the meetings you want: confirmed meetings go to the schedule."
    >
      {(event) => <Selections event={event} profilePath={props.profilePath} />}
    </EventFrame>
  );
}
