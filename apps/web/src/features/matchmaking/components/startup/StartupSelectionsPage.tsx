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
import { defineMessages, useT } from '../../../../lib/messages.ts';

const w = defineMessages({
  theCorporate: { id: 'matchmaking.selections.theCorporate', defaultMessage: 'the corporate' },
  confirmedNotice: {
    id: 'matchmaking.selections.confirmedNotice',
    defaultMessage:
      'You confirmed the meeting with {name}. The organisers place it in the schedule.',
  },
  declinedNotice: {
    id: 'matchmaking.selections.declinedNotice',
    defaultMessage: 'You declined the meeting with {name}.',
  },
  willYou: { id: 'matchmaking.selections.willYou', defaultMessage: 'Will you meet {name}?' },
  confirm: { id: 'matchmaking.selections.confirm', defaultMessage: 'Confirm' },
  confirmTitle: {
    id: 'matchmaking.selections.confirmTitle',
    defaultMessage: 'Confirm the meeting with {name}?',
  },
  confirmText: {
    id: 'matchmaking.selections.confirmText',
    defaultMessage:
      'The meeting goes to the organisers, who place it in the schedule; {name} sees that you confirmed. Your answer is final.',
  },
  confirmButton: { id: 'matchmaking.selections.confirmButton', defaultMessage: 'Confirm meeting' },
  confirmLabel: {
    id: 'matchmaking.selections.confirmLabel',
    defaultMessage: 'Confirm the meeting with {name}',
  },
  loading: { id: 'matchmaking.selections.loading', defaultMessage: 'Loading your selections' },
  failed: {
    id: 'matchmaking.selections.failed',
    defaultMessage: 'Your selections could not be loaded',
  },
  none: { id: 'matchmaking.selections.none', defaultMessage: 'No corporate has chosen you yet' },
  noneText: {
    id: 'matchmaking.selections.noneText',
    defaultMessage:
      'Corporates choose from their suggestions while the selection is open; you get an e-mail when one chooses you. Meanwhile, tell corporates about your interest under Needs, or ask one for a meeting under Requests.',
  },
  waiting: {
    id: 'matchmaking.selections.waiting',
    defaultMessage: 'Waiting for your answer ({count})',
  },
  allAnswered: {
    id: 'matchmaking.selections.allAnswered',
    defaultMessage: 'You have answered every selection.',
  },
  answered: { id: 'matchmaking.selections.answered', defaultMessage: 'Answered ({count})' },
  title: { id: 'matchmaking.selections.title', defaultMessage: 'Selections' },
  description: {
    id: 'matchmaking.selections.description',
    defaultMessage:
      'Corporates that chose your startup at this event. Confirm the meetings you want: confirmed meetings go to the schedule.',
  },
});

function Respond(props: { match: MatchFieldsFragment; onDone: (text: string) => void }) {
  const t = useT();
  const [respond] = useRespondToSelection();
  const name = props.match.corporate?.name ?? t(w.theCorporate);
  const confirm = async () => {
    await respond({ variables: { matchId: props.match.id, accept: true } });
    props.onDone(t(w.confirmedNotice, { name }));
  };
  const decline = async (reason: string | null) => {
    await respond({ variables: { matchId: props.match.id, accept: false, reason } });
    props.onDone(t(w.declinedNotice, { name }));
  };
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm" c="dimmed">
        {t(w.willYou, { name })}
      </Text>
      <Group gap="sm">
        <ConfirmAction
          label={t(w.confirm)}
          title={t(w.confirmTitle, { name })}
          message={t(w.confirmText, { name })}
          confirmLabel={t(w.confirmButton)}
          color="matchday"
          buttonProps={{ size: 'sm', 'aria-label': t(w.confirmLabel, { name }) }}
          onConfirm={confirm}
        />
        <DeclineSelectionButton corporate={name} onDecline={decline} />
      </Group>
    </Group>
  );
}

function Selections(props: { event: FrameEvent; profilePath: (id: string) => string }) {
  const t = useT();
  const e = props.event;
  const { data, loading, error } = useQuery(MySelectionsDocument, { variables: { eventId: e.id } });
  const [notice, setNotice] = useState<string | null>(null);
  if (!data && loading) return <LoadingList label={t(w.loading)} rows={2} />;
  if (!data && error) {
    return (
      <Alert color="red" variant="light" role="alert" title={t(w.failed)}>
        {error.message}
      </Alert>
    );
  }
  const all = data?.mySelections ?? [];
  if (!all.length) {
    return <EmptyState title={t(w.none)}>{t(w.noneText)}</EmptyState>;
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
          {t(w.waiting, { count: waiting.length })}
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
            {t(w.allAnswered)}
          </Text>
        )}
      </section>
      {answered.length > 0 && (
        <section aria-labelledby="answered-title">
          <Title order={2} size="h4" mb="sm" id="answered-title">
            {t(w.answered, { count: answered.length })}
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
  const t = useT();
  return (
    <EventFrame title={t(w.title)} description={t(w.description)}>
      {(event) => <Selections event={event} profilePath={props.profilePath} />}
    </EventFrame>
  );
}
